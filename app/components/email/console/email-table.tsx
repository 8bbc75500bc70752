import { Link } from "react-router";

import { FoldedText } from "#app/components/ui/console/folded-text";
import { HeaderRow, Table } from "#app/components/ui/table";
import { deliveryTime, type ShownMessage } from "#app/domain/console/shown-message";

import { OutboxBadge } from "./outbox-badge";

export function EmailTable({ caption, messages }: { caption: string; messages: ShownMessage[] }) {
  return (
    <Table caption={caption}>
      <thead>
        <HeaderRow columns={["Status", "Subject", "To", "Kind", "Attempts", "Created", "Delivery", "Last error"]} />
      </thead>
      <tbody>
        {messages.map((message) => (
          <tr key={message.id} className="align-top">
            <td>
              <OutboxBadge view={message.view} />
            </td>
            <td className="min-w-48">
              <Link to={`/admin/email/${message.id}`} className="font-semibold">
                {message.subject}
              </Link>
            </td>
            <td className="break-words">{message.recipient}</td>
            <td>{message.kind}</td>
            <td>{message.attempts}</td>
            <td className="whitespace-nowrap">{message.created}</td>
            <td className="min-w-40">{deliveryTime(message)}</td>
            <td className="max-w-72 min-w-48">
              {message.lastError ? (
                <FoldedText {...message.lastError} label={`the error of “${message.subject}”`} />
              ) : (
                "—"
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
