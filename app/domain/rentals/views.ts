import type { HomeModel } from "#app/domain/quote-requests/rules";

import type { UnitState } from "./fleet";

/** A unit kept for renting, as the console lists it. */
export interface RentalUnitView {
  id: number;
  name: string;
  model: HomeModel;
  serialNumber: string | null;
  insigniaNumber: string | null;
  location: string;
  /** Today's state (domain/rentals/fleet.ts). */
  state: UnitState;
  archived: boolean;
  /** Bookings that have not ended yet. */
  upcoming: number;
}

/** A booking as the console shows it. */
export interface BookingView {
  id: number;
  unitId: number;
  unitName: string;
  startsOn: string;
  /** The day the unit is free again (not part of the stay). */
  endsOn: string;
  days: number;
  quoteRequestId: number | null;
  reference: string | null;
  note: string;
}
