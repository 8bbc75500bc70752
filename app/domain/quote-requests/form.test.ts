import { describe, expect, it } from "vitest";

import { compliance } from "#app/content/facts";
import { displayName } from "#app/domain/auth/forms";
import { messages as accountMessages } from "#app/domain/auth/rules";

import { parseQuoteRequest, quoteMessages, type QuoteRules } from "./form";
import {
  BUYER_TYPES,
  EMPTY_QUOTE_FORM,
  fieldsThatApply,
  prefillFromQuery,
  type QuoteFormValues,
  quoteHref,
  quoteHrefForProduct,
  rentalLengthProblem,
} from "./rules";

const rules: QuoteRules = { rentalMaxDays: compliance.rentalMaxDays, today: "2026-11-23" };

const valid: QuoteFormValues = {
  ...EMPTY_QUOTE_FORM,
  name: "  Ada Lovelace ",
  email: "Ada@Example.com",
  buyerType: "individual",
  intent: "buy",
  units: "2",
  model: "bedroom",
  options: ["kitchen", "bathroom"],
  zip: "98101",
  neededBy: "2027-03",
  message: "A guest house for my mother.\r\nThank you!",
};

const parse = (changes: Partial<QuoteFormValues>, today = rules.today) =>
  parseQuoteRequest({ ...valid, ...changes }, { ...rules, today });

function errorsOf(changes: Partial<QuoteFormValues>) {
  const result = parse(changes);
  if (result.ok) throw new Error("expected the request to be refused");
  return result.errors;
}

describe("parseQuoteRequest", () => {
  it("accepts a complete purchase request and tidies it", () => {
    const result = parse({});
    expect(result).toEqual({
      ok: true,
      request: {
        name: "Ada Lovelace",
        email: "ada@example.com",
        phone: null,
        organization: null,
        buyerType: "individual",
        poReference: null,
        intent: "buy",
        units: 2,
        model: "bedroom",
        // In the catalog's order, whatever order they came in.
        options: ["bathroom", "kitchen"],
        papers: [],
        street: null,
        city: null,
        zip: "98101",
        neededBy: "2027-03",
        rentalStart: null,
        rentalDays: null,
        message: "A guest house for my mother.\nThank you!",
      },
    });
  });

  it("keeps the papers asked for, in the list's order, and refuses others", () => {
    const result = parse({ papers: ["insurance", "w9", "w9"] });
    expect(result.ok && result.request.papers).toEqual(["w9", "insurance"]);
    expect(errorsOf({ papers: ["passport"] }).papers).toBe(quoteMessages.papers);
    expect(prefillFromQuery(new URLSearchParams("paper=w9&paper=nope&paper=insurance")).papers).toEqual([
      "w9",
      "insurance",
    ]);
    expect(quoteHref({ buyer: "government", papers: ["w9", "insurance"] })).toBe(
      "/Contact?buyer=government&paper=w9&paper=insurance#quote",
    );
  });

  it("takes each of the four kinds of buyer", () => {
    for (const buyerType of BUYER_TYPES) {
      const result = parse({ buyerType, organization: buyerType === "individual" ? "" : "Riverside Housing" });
      expect(result.ok && result.request.buyerType).toBe(buyerType);
    }
    expect(errorsOf({ buyerType: "" }).buyerType).toBe(quoteMessages.buyerType);
    expect(errorsOf({ buyerType: "alien" }).buyerType).toBe(quoteMessages.buyerType);
  });

  it("keeps a bid or PO reference for a government agency only", () => {
    const agency = parse({ buyerType: "government", organization: "Multnomah County", poReference: " RFQ-2027-114 " });
    expect(agency.ok && agency.request.poReference).toBe("RFQ-2027-114");
    // Without JavaScript every field shows; a reference typed by another buyer is dropped.
    const company = parse({ buyerType: "corporate", poReference: "PO 42" });
    expect(company.ok && company.request.poReference).toBe(null);
    expect(errorsOf({ buyerType: "government", poReference: "x".repeat(101) }).poReference).toBe(
      quoteMessages.poReference,
    );
  });

  it("uses the account forms' rules for names and emails", () => {
    expect(errorsOf({ name: "   " }).name).toBe("Please enter your name.");
    expect(errorsOf({ name: "x".repeat(61) }).name).toBe("Names can be at most 60 characters.");
    expect(errorsOf({ name: "Ada\u202eLovelace" }).name).toBe("Names can't contain hidden or control characters.");
    // The same limit the display name has.
    expect(displayName.safeParse("x".repeat(61)).success).toBe(false);
    expect(errorsOf({ email: "" }).email).toBe("Please enter your email address.");
    expect(errorsOf({ email: "ada@" }).email).toBe("Please enter a valid email address.");
    expect(accountMessages.passwordsDontMatch).toBeTruthy();
  });

  it("takes names its proposal's PDF can print, and says so of others", () => {
    for (const name of ["Łukasz Żółć", "Δημήτρης Παπαδόπουλος", "Дмитрий Шостакович", "Nguyễn Thị Ánh"]) {
      const result = parse({ name, organization: `${name} & Co.` });
      expect(result.ok && [result.request.name, result.request.organization]).toEqual([name, `${name} & Co.`]);
    }
    expect(errorsOf({ name: "王小明" }).name).toBe(quoteMessages.name.unprintable);
    expect(errorsOf({ name: "   " }).name).toBe("Please enter your name.");
    expect(errorsOf({ organization: "株式会社ネスト" }).organization).toBe(quoteMessages.organizationUnprintable);
  });

  it("takes an optional phone number written any common way", () => {
    for (const phone of ["(503) 555-0142", "503.555.0142", "+1 503 555 0142", "5035550142"]) {
      const result = parse({ phone });
      expect(result.ok && result.request.phone).toBe(phone);
    }
    for (const phone of ["call me", "555", "503-555-0142 ext. 4", "1".repeat(20)]) {
      expect(errorsOf({ phone }).phone).toBe(quoteMessages.phone);
    }
  });

  it("wants 1 to 500 units, in whole numbers", () => {
    for (const units of ["1", "500", " 12 "]) expect(parse({ units }).ok).toBe(true);
    for (const units of ["0", "501", "2.5", "-3", "", "lots"])
      expect(errorsOf({ units }).units).toBe(quoteMessages.units);
  });

  it("wants a model and only the listed options", () => {
    expect(errorsOf({ model: "" }).model).toBe(quoteMessages.model);
    expect(errorsOf({ model: "castle" }).model).toBe(quoteMessages.model);
    expect(errorsOf({ options: ["hot-tub"] }).options).toBe(quoteMessages.options);
    const office = parse({ model: "office", options: [] });
    expect(office.ok && office.request).toMatchObject({ model: "office", options: [] });
  });

  it("takes the delivery's street and city if given, for the sales tax rate, and wants the ZIP all the same", () => {
    const full = parse({ street: "  600 4th Ave ", city: "Seattle" });
    expect(full.ok && full.request).toMatchObject({ street: "600 4th Ave", city: "Seattle", zip: "98101" });
    expect(errorsOf({ street: "x".repeat(201) }).street).toBe(quoteMessages.street);
    expect(errorsOf({ city: "Seattle\u200b" }).city).toBe(quoteMessages.city);
    expect(errorsOf({ street: "600 4th Ave", zip: "" }).zip).toBe(quoteMessages.zip);
  });

  it("wants a five-digit ZIP, taking ZIP+4 as its first five digits", () => {
    expect(errorsOf({ zip: "" }).zip).toBe(quoteMessages.zip);
    expect(errorsOf({ zip: "9810" }).zip).toBe(quoteMessages.zip);
    const plusFour = parse({ zip: "98101-2233" });
    expect(plusFour.ok && plusFour.request.zip).toBe("98101");
    // A ZIP outside the delivery area is still a request worth answering.
    expect(parse({ zip: "83702" }).ok).toBe(true);
  });

  it("wants a month from this one on", () => {
    expect(parse({ neededBy: "2026-11" }).ok).toBe(true);
    expect(errorsOf({ neededBy: "2026-10" }).neededBy).toBe(quoteMessages.neededByPast);
    expect(errorsOf({ neededBy: "2032-01" }).neededBy).toBe(quoteMessages.neededByFar);
    for (const neededBy of ["", "March", "2027-13", "2027-3"]) {
      expect(errorsOf({ neededBy }).neededBy).toBe(quoteMessages.neededBy);
    }
  });

  it("asks a rental for a start date and a length", () => {
    const rental = parse({ intent: "rent", rentalStart: "2027-01-15", rentalDays: "90" });
    expect(rental.ok && rental.request).toMatchObject({ intent: "rent", rentalStart: "2027-01-15", rentalDays: 90 });
    const missing = errorsOf({ intent: "rent" });
    expect(missing.rentalStart).toBe(quoteMessages.rentalStart);
    expect(missing.rentalDays).toBe(quoteMessages.rentalDays);
    expect(errorsOf({ intent: "rent", rentalStart: "2026-11-22", rentalDays: "10" }).rentalStart).toBe(
      quoteMessages.rentalStartPast,
    );
    expect(errorsOf({ intent: "rent", rentalStart: "2027-02-30", rentalDays: "10" }).rentalStart).toBe(
      quoteMessages.rentalStart,
    );
    expect(errorsOf({ intent: "rent", rentalStart: "2027-01-15", rentalDays: "0" }).rentalDays).toBe(
      quoteMessages.rentalDays,
    );
  });

  it(`refuses a rental of ${compliance.rentalMaxDays} days or more, saying why`, () => {
    const longest = parse({
      intent: "rent",
      rentalStart: "2027-01-15",
      rentalDays: String(compliance.rentalMaxDays - 1),
    });
    expect(longest.ok && longest.request.rentalDays).toBe(179);
    for (const days of [compliance.rentalMaxDays, 365]) {
      const message = errorsOf({ intent: "rent", rentalStart: "2027-01-15", rentalDays: String(days) }).rentalDays;
      expect(message).toBe(quoteMessages.rentalTooLong(compliance.rentalMaxDays));
      expect(message).toContain("under 180 days of continuous occupancy");
      expect(message).toContain("179 days");
    }
    expect(rentalLengthProblem(179, 180)).toBeNull();
    expect(rentalLengthProblem(180, 180)).toMatch(/under 180 days/);
  });

  it("shows a rental's problems together with every other field's", () => {
    const errors = errorsOf({ name: "", intent: "rent", rentalStart: "2027-01-15", rentalDays: "200" });
    expect(Object.keys(errors).sort()).toEqual(["name", "rentalDays"]);
  });

  it("ignores rental fields on a purchase", () => {
    const result = parse({ intent: "buy", rentalStart: "yesterday", rentalDays: "900" });
    expect(result.ok && result.request).toMatchObject({ rentalStart: null, rentalDays: null });
  });

  it("keeps messages to 5,000 characters", () => {
    expect(errorsOf({ message: "x".repeat(5_001) }).message).toBe(quoteMessages.message);
    const result = parse({ message: "" });
    expect(result.ok && result.request.message).toBe("");
  });

  it("reports every field's first problem at once", () => {
    const errors = errorsOf({ ...EMPTY_QUOTE_FORM, intent: "", units: "" });
    expect(Object.keys(errors).sort()).toEqual([
      "buyerType",
      "email",
      "intent",
      "model",
      "name",
      "neededBy",
      "units",
      "zip",
    ]);
  });
});

describe("fieldsThatApply", () => {
  it("shows the PO reference to government buyers and the rental fields to renters", () => {
    expect(fieldsThatApply({ buyerType: "government", intent: "buy" })).toEqual({ poReference: true, rental: false });
    expect(fieldsThatApply({ buyerType: "civic", intent: "rent" })).toEqual({ poReference: false, rental: true });
  });
});

describe("quote links", () => {
  it("pre-fill what the page knows", () => {
    expect(quoteHref()).toBe("/Contact#quote");
    expect(quoteHref({ model: "office" })).toBe("/Contact?model=office#quote");
    expect(quoteHref({ zip: "98101" })).toBe("/Contact?zip=98101#quote");
    expect(quoteHrefForProduct("bedroom-nestz")).toBe("/Contact?model=bedroom#quote");
    expect(quoteHrefForProduct("custom-paint")).toBe("/Contact?option=custom-paint#quote");
    expect(quoteHrefForProduct("sticker")).toBeUndefined();
  });

  it("fill in only known values from the address", () => {
    expect(
      prefillFromQuery(
        new URLSearchParams(
          "model=office&option=kitchen&option=kitchen&option=spa&zip=98101&intent=rent&buyer=civic&units=12",
        ),
      ),
    ).toEqual({
      model: "office",
      options: ["kitchen"],
      zip: "98101",
      intent: "rent",
      buyerType: "civic",
      units: "12",
    });
    expect(prefillFromQuery(new URLSearchParams("model=<script>&zip=1&units=900&buyer=x"))).toEqual({});
  });
});
