/** One line of the capability summary (the /Government page and its PDF): a label and one or more values. */
export interface CapabilityFact {
  label: string;
  lines: string[];
}
