import { Link } from "react-router";

import { Table } from "#app/components/ui/table";
import { inquiryPath } from "#app/domain/inquiry-forms";
import type { InquiryStatus } from "#app/domain/inquiry-status";
import { type BuyerType, buyerTypeLabels } from "#app/domain/quote-rules";

import { InquiryStatusBadge } from "./inquiry-status-badge";

export interface InquiryRow {
  reference: string;
  status: InquiryStatus;
  createdAt: string;
  received: string;
  name: string;
  organization: string | null;
  buyerType: BuyerType;
  headline: string;
}

/** The inbox: one row per request, its reference opening it. */
export function InquiryTable({ inquiries, caption }: { inquiries: InquiryRow[]; caption: string }) {
  return (
    <Table caption={caption}>
      <thead>
        <tr>
          <th scope="col">Request</th>
          <th scope="col">Received</th>
          <th scope="col">From</th>
          <th scope="col">What</th>
          <th scope="col">Buying for</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {inquiries.map((inquiry) => (
          <tr key={inquiry.reference}>
            <th scope="row" className="font-semibold">
              <Link to={inquiryPath(inquiry.reference)} className="inline-flex min-h-11 items-center">
                {inquiry.reference}
              </Link>
            </th>
            <td>
              <time dateTime={inquiry.createdAt}>{inquiry.received}</time>
            </td>
            <td>
              {inquiry.name}
              {inquiry.organization ? <span className="block text-stone-600">{inquiry.organization}</span> : null}
            </td>
            <td>{inquiry.headline}</td>
            <td>{buyerTypeLabels[inquiry.buyerType]}</td>
            <td>
              <InquiryStatusBadge status={inquiry.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
