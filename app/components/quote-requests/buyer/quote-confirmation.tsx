import { useEffect, useRef } from "react";

import { describeZipQuote } from "#app/content/delivery/zip-quote";
import { quoteNextSteps } from "#app/content/quote-requests/quote";
import { telHref } from "#app/domain/common/phone";
import type { ZipAnswer } from "#app/domain/delivery/views";
import type { QuoteRequestConfirmation } from "#app/domain/quote-requests/views";

/**
 * What a buyer sees once their request is stored: the reference, what
 * happens next and the delivery estimate for their ZIP. The same for a
 * resubmitted form, which finds the request it already made.
 */
export function QuoteConfirmation({
  confirmation,
  repeated,
  phone,
}: {
  confirmation: QuoteRequestConfirmation;
  repeated: boolean;
  phone: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { reference, name, email, lines } = confirmation;
  return (
    <div className="grid gap-6 rounded-2xl border-2 border-evergreen-600 bg-white p-5 sm:p-8">
      <div>
        <h3 ref={heading} tabIndex={-1} className="text-2xl sm:text-3xl">
          Thank you, {name}. Your request is with us.
        </h3>
        <p className="mt-3 text-lg">
          Your reference is <strong className="font-serif text-2xl text-evergreen-900">{reference}</strong>. We&rsquo;ve
          emailed a copy to <span className="break-all">{email}</span>; mention the reference whenever you write or
          call.
        </p>
        {repeated ? (
          <p className="mt-2 text-stone-700">This form had already reached us, so nothing was sent twice.</p>
        ) : null}
      </div>
      <DeliveryEstimate answer={confirmation.delivery} />
      <div>
        <h4 className="font-sans text-lg font-semibold">What happens next</h4>
        <ol className="mt-2 grid list-decimal gap-2 pl-5">
          {quoteNextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <details className="rounded-xl bg-mist p-4">
        <summary className="cursor-pointer font-semibold">What you sent us</summary>
        <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[12rem_1fr]">
          {lines.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </details>
      <p>
        Can&rsquo;t wait? Call us at{" "}
        <a href={telHref(phone)} className="font-semibold text-sky-deep underline underline-offset-4">
          {phone}
        </a>
        . Something else to ask?{" "}
        <a href="/Contact#quote" className="font-semibold text-sky-deep underline underline-offset-4">
          Send another request
        </a>
        .
      </p>
    </div>
  );
}

function DeliveryEstimate({ answer }: { answer: ZipAnswer }) {
  if (!answer.ok) {
    return (
      <div className="rounded-xl border-l-4 border-cedar-500 bg-cedar-100/60 p-4">
        <h4 className="font-sans text-lg font-semibold">Delivery</h4>
        <p className="mt-1">{answer.message} We&rsquo;ll talk about the options with you.</p>
      </div>
    );
  }
  const { fee, place, detail } = describeZipQuote(answer.quote);
  return (
    <div className="rounded-xl border-l-4 border-sky-deep bg-sky-soft/40 p-4">
      <h4 className="font-sans text-lg font-semibold">Delivery estimate</h4>
      <p className="mt-1">
        <span className="block text-3xl font-semibold text-evergreen-900 tabular-nums">{fee}</span>
        <span className="block">{place}</span>
        <span className="text-stone-700">{detail} We&rsquo;ll confirm it for your exact address.</span>
      </p>
    </div>
  );
}
