/** What the production board and the order's page show, as the server hands it over. */
import type { SheetItem } from "./build-sheet";
import type { BuildStage } from "./stages";

export interface UnitPhotoView {
  id: number;
  src: string;
  /** The largest size, for a link to the full photo. */
  fullSrc: string;
  width: number;
  height: number;
  alt: string;
  takenOnLabel: string;
}

export interface UnitStageView {
  stage: BuildStage;
  label: string;
  description: string;
  /** Null until reached. */
  reachedOnLabel: string | null;
  note: string;
  photos: UnitPhotoView[];
}

export interface UnitDeliveryView {
  day: string;
  dayLabel: string;
  checklistAcknowledgedLabel: string;
  delivered: { whenLabel: string; receivedBy: string; acknowledgedName: string; note: string } | null;
  photos: UnitPhotoView[];
}

export interface OrderUnitView {
  id: number;
  unit: number;
  /** "Home 3 of 20". */
  label: string;
  /** Null once ready (it has left the queue). */
  place: number | null;
  expectedMonthLabel: string | null;
  current: BuildStage | null;
  next: BuildStage | null;
  stages: UnitStageView[];
  delivery: UnitDeliveryView | null;
}

export interface DeliveryDayChoice {
  day: string;
  label: string;
  placesLeft: number;
}

/** The order as its buyer sees it on the private link. */
export interface OrderView {
  units: OrderUnitView[];
  weeklyRate: number;
  /** Days a ready unit can be booked on now. */
  openDays: DeliveryDayChoice[];
}

/** A unit on the production board. */
export interface BoardUnitView {
  id: number;
  proposalId: number;
  reference: string;
  buyer: string;
  unit: number;
  label: string;
  acceptedLabel: string;
  place: number | null;
  expectedMonthLabel: string | null;
  current: BuildStage | null;
  next: BuildStage | null;
  delivery: { day: string; dayLabel: string; delivered: boolean } | null;
  outOfState: boolean;
}

export interface CalendarDayView {
  day: string;
  label: string;
  capacity: number;
  booked: number;
  /** Units booked that day, for the owner. */
  units: { id: number; label: string; reference: string; delivered: boolean }[];
}

export interface ProductionBoardView {
  weeklyRate: number;
  /** Units grouped by their furthest stage ("not started" first), oldest acceptance first in each. */
  columns: { stage: BuildStage | null; label: string; units: BoardUnitView[] }[];
  calendar: CalendarDayView[];
}

/** A photo on the build sheet, with the stage it shows, for the owner to remove if mistaken. */
export interface BuildSheetPhotoView extends UnitPhotoView {
  stageLabel: string;
}

/** One home on the workshop's build sheet. */
export interface BuildSheetUnitView {
  id: number;
  unit: number;
  /** "Home 3 of 20", or "The home" for an order of one. */
  label: string;
  model: string;
  options: SheetItem[];
  colours: SheetItem[];
  /** The owner's note for the workshop. */
  note: string;
  stageLabel: string;
  photos: BuildSheetPhotoView[];
}

/** What was accepted, home by home, as the workshop builds it. */
export interface BuildSheetView {
  proposalId: number;
  reference: string;
  buyer: string;
  acceptedLabel: string;
  deliveryPlace: string;
  /** The buyer's own words on their request. */
  requestMessage: string;
  units: BuildSheetUnitView[];
}
