import { Form, Link } from "react-router";

import { rowButtonClass } from "#app/components/ui/console/row-action";
import { SendButton } from "#app/components/ui/send-button";
import { HeaderRow, Table } from "#app/components/ui/table";
import type { PersonView } from "#app/domain/people/views";

function RoleButton({ person }: { person: PersonView }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={person.admin ? "revoke-admin" : "grant-admin"} />
      <input type="hidden" name="userId" value={person.id} />
      <SendButton
        label={person.admin ? "Remove admin" : "Make admin"}
        busyLabel="Saving…"
        hiddenLabel={person.isYou ? `${person.email} (you)` : person.email}
        className={rowButtonClass(person.admin ? "warn" : "plain")}
      />
    </Form>
  );
}

export function PeopleTable({ caption, people }: { caption: string; people: PersonView[] }) {
  return (
    <Table caption={caption}>
      <thead>
        <HeaderRow
          columns={[
            "Name",
            "Email",
            "Signed up",
            "Role",
            "Address",
            "Orders",
            <span className="sr-only">Admin role</span>,
          ]}
        />
      </thead>
      <tbody>
        {people.map((person) => (
          <tr key={person.id} className="align-middle">
            <td>
              {person.displayName || <span className="text-stone-600">No name given</span>}
              {person.isYou ? <span className="ml-1 text-stone-600">(you)</span> : null}
            </td>
            <td className="break-words">{person.email}</td>
            <td className="whitespace-nowrap">{person.signedUp}</td>
            <td>{person.admin ? <strong className="text-evergreen-900">Admin</strong> : "Customer"}</td>
            <td>{person.emailVerified ? "Verified" : "Not verified"}</td>
            <td>
              {person.paidOrders > 0 ? (
                <Link
                  to={`/admin/orders?email=${encodeURIComponent(person.email)}`}
                  className="font-semibold whitespace-nowrap"
                >
                  {person.paidOrders} {person.paidOrders === 1 ? "order" : "orders"}
                  <span className="sr-only"> by {person.email}</span>
                </Link>
              ) : (
                "None"
              )}
            </td>
            <td>
              <RoleButton person={person} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
