import { HeadedSection } from "#app/components/ui/headed-section";
import type { DeliveryRecordView } from "#app/domain/proposals/views";

/**
 * The out-of-state deliveries on record for an order (WAC 458-20-193). They
 * are made in one place, the production board, as each home is delivered.
 */
export function DeliveryRecords({ records }: { records: DeliveryRecordView[] }) {
  return (
    <HeadedSection
      headingId="delivery-record-heading"
      className="grid gap-4 rounded-xl border border-stone-200 bg-white p-5 sm:p-6"
      title="Delivery outside Washington"
    >
      <p>
        Received outside Washington, the sale carries no Washington sales tax; each home's delivery record, made on the
        day with the buyer, is what shows it (WAC 458-20-193).
      </p>
      {records.length > 0 ? (
        <ul className="grid gap-2">
          {records.map((record) => (
            <li key={record.id} className="rounded-lg bg-stone-100 p-3">
              Delivered {record.deliveredOn} to {record.place} by {record.deliveredBy}; received by {record.receivedBy}.{" "}
              {record.acknowledgement}, {record.recordedWhen}.
            </li>
          ))}
        </ul>
      ) : (
        <p>No delivery is on record yet.</p>
      )}
      <p>
        Record each home's delivery on the{" "}
        <a href="/admin/production" className="underline underline-offset-4">
          production board
        </a>{" "}
        on its delivery day; the record is made there, once per home.
      </p>
    </HeadedSection>
  );
}
