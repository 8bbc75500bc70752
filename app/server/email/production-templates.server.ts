/** The emails of an order's build and delivery, to the buyer, each with their private link. */
import { BUILD_STAGE_DESCRIPTIONS, BUILD_STAGE_LABELS, type BuildStage } from "#app/domain/production/stages";
import { getEnv } from "#app/server/config/env.server";

import type { EmailMessage } from "./outbox.server";
import { layout } from "./templates.server";

const greeting = (name: string) => (name ? `Hi ${name},` : "Hi,");

function message(kind: string, to: string, subject: string, paragraphs: string[], url: string): EmailMessage {
  const action = { label: "See your order", url };
  return {
    kind,
    to,
    subject,
    text: [...paragraphs, `${action.label}: ${url}`, "Nestz"].join("\n\n"),
    html: layout(subject, paragraphs, action),
  };
}

export function stageReachedEmail(p: {
  to: string;
  name: string;
  reference: string;
  unitLabel: string;
  /** How many homes the message tells of (one email tells of every home of the order that reached it). */
  homes?: number;
  stage: BuildStage;
  note: string;
  photoCount: number;
  url: string;
}): EmailMessage {
  const label = BUILD_STAGE_LABELS[p.stage];
  const plural = (p.homes ?? 1) > 1;
  return message(
    "order-stage-reached",
    p.to,
    `${p.unitLabel} of ${p.reference}: ${label.toLowerCase()} done`,
    [
      greeting(p.name),
      `${p.unitLabel} of your order ${p.reference} ${plural ? "have" : "has"} reached a new stage: ${label}. ${BUILD_STAGE_DESCRIPTIONS[p.stage]}`,
      ...(p.note ? [`From the workshop: ${p.note}`] : []),
      ...(p.photoCount > 0
        ? [
            `We took ${p.photoCount === 1 ? "a photo" : `${p.photoCount} photos`} for you; they're on your order's page.`,
          ]
        : []),
      p.stage === "ready"
        ? `${plural ? "They're" : "It's"} ready to come home: choose a delivery day on your order's page once your site checklist is done.`
        : "Your order's page shows every stage and where each home stands in the queue.",
    ],
    p.url,
  );
}

export function deliveryMovedEmail(p: {
  to: string;
  name: string;
  reference: string;
  unitLabel: string;
  fromLabel: string;
  toLabel: string;
  url: string;
}): EmailMessage {
  return message(
    "order-delivery-moved",
    p.to,
    `New delivery day for ${p.unitLabel} of ${p.reference}: ${p.toLabel}`,
    [
      greeting(p.name),
      `We've had to move the delivery of ${p.unitLabel} of your order ${p.reference} from ${p.fromLabel} to ${p.toLabel}. We're sorry for the change.`,
      "If the new day doesn't suit your site, reply to this email or call us and we'll find another together.",
    ],
    p.url,
  );
}

/** The owner hears when a buyer takes a delivery day, with the production board to open. */
export function deliveryBookedOwnerNotice(p: {
  reference: string;
  buyer: string;
  unitLabel: string;
  dayLabel: string;
}): EmailMessage {
  const env = getEnv();
  const url = `${env.PUBLIC_URL}/admin/production`;
  const subject = `Delivery day booked: ${p.unitLabel} of ${p.reference}, ${p.dayLabel}`.slice(0, 200);
  const paragraphs = [
    `${p.buyer} booked ${p.dayLabel} for ${p.unitLabel.toLowerCase()} of ${p.reference}, and confirmed the site checklist.`,
  ];
  return {
    kind: "order-delivery-booked",
    to: env.CONTACT_EMAIL,
    subject,
    text: [...paragraphs, `Open the production board: ${url}`, "Nestz"].join("\n\n"),
    html: layout(subject, paragraphs, { label: "Open the production board", url }),
  };
}
