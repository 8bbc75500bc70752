import { formatBusinessDate } from "#app/domain/time/business-time";

/** An account as the People page reads it. */
export interface PersonRecord {
  id: string;
  displayName: string;
  email: string;
  createdAt: Date;
  role: "admin" | "user";
  emailVerified: boolean;
  /** Checkouts paid with this address (shipped and refunded ones included), as the orders list finds them by email. */
  paidOrders: number;
}

/** An account as the People page shows it to the admin `viewerId`. */
export interface PersonView {
  id: string;
  displayName: string;
  email: string;
  signedUp: string;
  admin: boolean;
  emailVerified: boolean;
  paidOrders: number;
  isYou: boolean;
}

export function personView(person: PersonRecord, viewerId: string): PersonView {
  return {
    id: person.id,
    displayName: person.displayName,
    email: person.email,
    signedUp: formatBusinessDate(person.createdAt),
    admin: person.role === "admin",
    emailVerified: person.emailVerified,
    paidOrders: person.paidOrders,
    isYou: person.id === viewerId,
  };
}
