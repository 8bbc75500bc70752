/**
 * Who wants to hear at once that the fleet, its bookings, repairs or rates
 * changed: the public facts (/Rent, "next unit free") register themselves, so
 * rentals need not know them and the two folders depend one way. The set is
 * kept on globalThis because server.ts and the app's server bundle each load
 * their own copy of these modules (docs/decisions/0003).
 */
type Listener = () => Promise<unknown>;

const registry = globalThis as typeof globalThis & { __nestzRentalListeners?: Set<Listener> };

function listeners(): Set<Listener> {
  registry.__nestzRentalListeners ??= new Set();
  return registry.__nestzRentalListeners;
}

/** Calls `listener` after every rental change this process makes. */
export function whenRentalsChange(listener: Listener): void {
  listeners().add(listener);
}

/** Tells every listener; a failure only delays what it keeps until its next regular re-read. */
export async function announceRentalChange(): Promise<void> {
  for (const listener of listeners()) {
    try {
      await listener();
    } catch (error) {
      console.error("rentals: a listener failed after a rental change", error);
    }
  }
}
