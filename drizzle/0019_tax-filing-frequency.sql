-- How often the sales tax return is filed (DOR assigns it), as the owner sets it on the Tax page:
-- one typed fact beside the owner's others, quarterly until set (docs/decisions/0087).
ALTER TABLE "site_settings" ADD COLUMN "tax_filing_frequency" text DEFAULT 'quarterly' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_tax_filing_frequency" CHECK ("site_settings"."tax_filing_frequency" in ('monthly', 'quarterly'));
