/**
 * DOR's two quarterly files as the tests and the benchmark upload them: a
 * small pair that agrees with the DOR lookup stand-in's codes, and a full-size
 * synthetic ZIP+4 file. Dates are written CCYYMMDD, as DOR writes them.
 */
import type { Quarter } from "#app/domain/tax/rate-choice";

/** The first and last day of a quarter, CCYYMMDD. */
export function quarterDays(quarter: Quarter): { start: string; end: string } {
  const [year, q] = quarter.split("-Q").map(Number) as [number, number];
  const firstMonth = (q - 1) * 3 + 1;
  const lastDay = new Date(Date.UTC(year, firstMonth + 2, 0)).getUTCDate();
  const month = (m: number) => String(m).padStart(2, "0");
  return { start: `${year}${month(firstMonth)}01`, end: `${year}${month(firstMonth + 2)}${lastDay}` };
}

/** Location codes, their names and local rates, as the stand-in answers them (state 6.5 % each). */
export const SAMPLE_CODES = [
  { code: "1726", location: "Seattle", local: "0.0385", total: "0.1035" },
  { code: "2700", location: "Pierce County Unincorp. Areas", local: "0.015", total: "0.08" },
  { code: "2705", location: "Gig Harbor", local: "0.022", total: "0.087" },
  { code: "3406", location: "Tumwater", local: "0.033", total: "0.098" },
] as const;

/** ZIP+4 ranges: 98109 all Seattle; 98335 split between Gig Harbor and unincorporated Pierce County; 98501 Tumwater. */
export const SAMPLE_RANGES = [
  { zip: "98109", low: "0001", high: "9999", code: "1726" },
  { zip: "98335", low: "0001", high: "0499", code: "2705" },
  { zip: "98335", low: "0500", high: "9999", code: "2700" },
  { zip: "98501", low: "0001", high: "9999", code: "3406" },
] as const;

const totalOf = (code: string) => SAMPLE_CODES.find((row) => row.code === code);

export function sampleZipPlus4File(quarter: Quarter): string {
  const { start, end } = quarterDays(quarter);
  const lines = SAMPLE_RANGES.map(({ zip, low, high, code }) => {
    const rate = totalOf(code);
    return [zip, low, high, code, "0.065", rate?.local, rate?.total, start, end].join(",");
  });
  return `ZIP,PLUS4_LOW,PLUS4_HIGH,CODE,STATE,LOCAL,TOT_RATE,EFF_START,EFF_END\n${lines.join("\n")}\n`;
}

export function sampleRatesFile(quarter: Quarter): string {
  const { start, end } = quarterDays(quarter);
  const lines = SAMPLE_CODES.map(({ code, location, local, total }) =>
    [`"${location}"`, code, "0.065", local, total, start, end].join(","),
  );
  return `LOCATION,CODE,STATE,LOCAL,TOT_RATE,EFF_START,EFF_END\n${lines.join("\n")}\n`;
}

/**
 * A full quarter's ZIP+4 file: `rows` ranges over Washington's ZIPs
 * (1,300 ZIPs from 98001 upward), each cut into ranges among a few location codes, and
 * the rates file for those codes. About 60 bytes a line, as DOR's short file.
 */
export function syntheticRateFiles(quarter: Quarter, rows: number): { zipPlus4: string; rates: string } {
  const { start, end } = quarterDays(quarter);
  const codes = Array.from({ length: 400 }, (_, index) => {
    const code = String(100 + index * 9).padStart(4, "0");
    const localThousandths = 5 + (index % 40); // 0.5 % to 4.4 %
    const local = (localThousandths / 1000).toFixed(4);
    const total = ((65 + localThousandths) / 1000).toFixed(4);
    return { code, local, total };
  });
  const zips = 1_300;
  const perZip = Math.ceil(rows / zips);
  const width = Math.floor(9_999 / perZip);
  const lines: string[] = ["ZIP,PLUS4_LOW,PLUS4_HIGH,CODE,STATE,LOCAL,TOT_RATE,EFF_START,EFF_END"];
  for (let written = 0; written < rows; written += 1) {
    const zipIndex = Math.floor(written / perZip);
    const zip = String(98_001 + zipIndex);
    const slot = written % perZip;
    const rate = codes[(zipIndex * 7 + Math.floor(slot / 8)) % codes.length] ?? codes[0];
    const low = String(slot * width + 1).padStart(4, "0");
    const high = String(slot * width + width).padStart(4, "0");
    lines.push([zip, low, high, rate?.code, "0.065", rate?.local, rate?.total, start, end].join(","));
  }
  const rates = [
    "LOCATION,CODE,STATE,LOCAL,TOT_RATE,EFF_START,EFF_END",
    ...codes.map(({ code, local, total }) => [`Location ${code}`, code, "0.065", local, total, start, end].join(",")),
  ];
  return { zipPlus4: `${lines.join("\n")}\n`, rates: `${rates.join("\n")}\n` };
}
