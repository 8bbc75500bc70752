-- The code calls a quote or rental request a "quote request" everywhere; the
-- tables, types and constraints follow. Renames keep every row and reference.
ALTER TYPE "public"."inquiry_status" RENAME TO "quote_request_status";--> statement-breakpoint
ALTER TYPE "public"."inquiry_intent" RENAME TO "quote_request_intent";--> statement-breakpoint
ALTER TABLE "inquiries" RENAME TO "quote_requests";--> statement-breakpoint
ALTER SEQUENCE "inquiries_id_seq" RENAME TO "quote_requests_id_seq";--> statement-breakpoint
ALTER TABLE "quote_requests" RENAME CONSTRAINT "inquiries_pkey" TO "quote_requests_pkey";--> statement-breakpoint
ALTER TABLE "quote_requests" RENAME CONSTRAINT "inquiries_idempotency_key_unique" TO "quote_requests_idempotency_key_unique";--> statement-breakpoint
ALTER TABLE "quote_requests" RENAME CONSTRAINT "inquiries_units_range" TO "quote_requests_units_range";--> statement-breakpoint
ALTER TABLE "quote_requests" RENAME CONSTRAINT "inquiries_zip_format" TO "quote_requests_zip_format";--> statement-breakpoint
ALTER TABLE "quote_requests" RENAME CONSTRAINT "inquiries_needed_by_format" TO "quote_requests_needed_by_format";--> statement-breakpoint
ALTER TABLE "quote_requests" RENAME CONSTRAINT "inquiries_rental_days_range" TO "quote_requests_rental_days_range";--> statement-breakpoint
ALTER TABLE "quote_requests" RENAME CONSTRAINT "inquiries_rental_fields" TO "quote_requests_rental_fields";--> statement-breakpoint
ALTER TABLE "quote_requests" RENAME CONSTRAINT "inquiries_user_id_user_id_fk" TO "quote_requests_user_id_user_id_fk";--> statement-breakpoint
ALTER INDEX "inquiries_created_idx" RENAME TO "quote_requests_created_idx";--> statement-breakpoint
ALTER INDEX "inquiries_status_idx" RENAME TO "quote_requests_status_idx";--> statement-breakpoint
ALTER INDEX "inquiries_user_idx" RENAME TO "quote_requests_user_idx";--> statement-breakpoint
ALTER TABLE "inquiry_notes" RENAME TO "quote_request_notes";--> statement-breakpoint
ALTER SEQUENCE "inquiry_notes_id_seq" RENAME TO "quote_request_notes_id_seq";--> statement-breakpoint
ALTER TABLE "quote_request_notes" RENAME CONSTRAINT "inquiry_notes_pkey" TO "quote_request_notes_pkey";--> statement-breakpoint
ALTER TABLE "quote_request_notes" RENAME COLUMN "inquiry_id" TO "quote_request_id";--> statement-breakpoint
ALTER TABLE "quote_request_notes" RENAME CONSTRAINT "inquiry_notes_body_length" TO "quote_request_notes_body_length";--> statement-breakpoint
ALTER TABLE "quote_request_notes" RENAME CONSTRAINT "inquiry_notes_author_id_user_id_fk" TO "quote_request_notes_author_id_user_id_fk";--> statement-breakpoint
ALTER TABLE "quote_request_notes" RENAME CONSTRAINT "inquiry_notes_inquiry_id_inquiries_id_fk" TO "quote_request_notes_quote_request_id_quote_requests_id_fk";--> statement-breakpoint
ALTER INDEX "inquiry_notes_inquiry_idx" RENAME TO "quote_request_notes_quote_request_idx";--> statement-breakpoint
ALTER TABLE "rental_bookings" RENAME COLUMN "inquiry_id" TO "quote_request_id";--> statement-breakpoint
ALTER TABLE "rental_bookings" RENAME CONSTRAINT "rental_bookings_inquiry_id_inquiries_id_fk" TO "rental_bookings_quote_request_id_quote_requests_id_fk";--> statement-breakpoint
-- The activity log names what it recorded the same way.
UPDATE "audit_log" SET "subject_type" = 'quote-request' WHERE "subject_type" = 'inquiry';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'quote-request.' || substr("action", length('inquiry.') + 1) WHERE "action" LIKE 'inquiry.%';
