import { data } from "react-router";

import {
  altProblem,
  cleanAlt,
  PHOTO_DIRECTIONS,
  type PhotoAltError,
  type PhotoDirection,
} from "#app/domain/photos/rules";
import type { Actor } from "#app/server/audit/record.server";
import { UNREADABLE_FORM_MESSAGE } from "#app/server/http/form-data.server";
import {
  addPhoto,
  movePhoto,
  type PhotoChangeResult,
  removePhoto,
  updatePhotoAlt,
} from "#app/server/photos/changes.server";
import { refreshPagePhotos } from "#app/server/photos/page-photos.server";
import { type PhotoRefusal, preparePhoto } from "#app/server/photos/pipeline.server";

export type Notice = { tone: "success" | "error" | "info"; text: string };

/** What the photos page shows after a change: a notice, and what the owner typed where it was refused. */
export interface PhotoActionData {
  notice: Notice;
  upload?: { alt: string; errors: { photo?: string; alt?: string } };
  altError?: PhotoAltError;
}

const MISSING_PHOTO = "That photo is no longer here; someone may have removed it. The list below is up to date.";

function parsePhotoId(value: FormDataEntryValue | null): number | null {
  if (typeof value !== "string" || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

const refuse = (status: number, body: PhotoActionData) => data(body, { status });

/** The status each refused upload is answered with. */
const photoStatusOf: Record<PhotoRefusal, number> = {
  empty: 400,
  too_large: 413,
  not_a_photo: 415,
  bad_dimensions: 422,
  unreadable: 422,
};

function missing(result: Extract<PhotoChangeResult, { ok: false }>) {
  // The product is gone: there is no page to show the form on.
  if (result.reason === "missing-product") throw data(null, { status: 404 });
  return refuse(404, { notice: { tone: "error", text: MISSING_PHOTO } });
}

/**
 * Carries out one change of the photos page (upload, describe, move,
 * remove) for a product, and answers what the page shows next. Every
 * refusal is a 4xx with nothing stored. The product pages' copy of the
 * photos is re-read afterwards, so this instance shows the change at the
 * next page load.
 */
export async function handlePhotoChange(actor: Actor, productId: number, form: FormData) {
  try {
    return await carryOut(actor, productId, form);
  } finally {
    await refreshPagePhotos().catch((error: unknown) => {
      // The change itself is committed; the regular re-read catches up within seconds.
      console.error("photos: the product pages' copy could not be re-read", error);
    });
  }
}

async function carryOut(actor: Actor, productId: number, form: FormData) {
  const intent = form.get("intent");
  if (intent === "upload") return upload(actor, productId, form);

  const photoId = parsePhotoId(form.get("id"));
  if (photoId === null) return refuse(400, { notice: { tone: "error", text: UNREADABLE_FORM_MESSAGE } });

  if (intent === "describe") {
    const raw = form.get("alt");
    const alt = cleanAlt(typeof raw === "string" ? raw : undefined);
    const problem = altProblem(alt);
    if (problem) {
      return refuse(400, {
        notice: { tone: "error", text: "The description was not saved. Please see below." },
        altError: { photoId, alt, message: problem },
      });
    }
    const result = await updatePhotoAlt(actor, productId, photoId, alt);
    if (!result.ok) return missing(result);
    return {
      notice: result.changed
        ? { tone: "success", text: "Description saved." }
        : { tone: "info", text: "That description was already saved." },
    } satisfies PhotoActionData;
  }
  if (intent === "move") {
    const raw = form.get("direction");
    const direction = PHOTO_DIRECTIONS.find((item) => item === raw);
    if (!direction) return refuse(400, { notice: { tone: "error", text: UNREADABLE_FORM_MESSAGE } });
    const result = await movePhoto(actor, productId, photoId, direction satisfies PhotoDirection);
    if (!result.ok) return missing(result);
    return {
      notice: result.changed
        ? { tone: "success", text: `Photo moved ${direction}.` }
        : { tone: "info", text: `That photo is already ${direction === "up" ? "first" : "last"}.` },
    } satisfies PhotoActionData;
  }
  if (intent === "remove") {
    const result = await removePhoto(actor, productId, photoId);
    if (!result.ok) return missing(result);
    return { notice: { tone: "success", text: "Photo removed." } } satisfies PhotoActionData;
  }
  return refuse(400, { notice: { tone: "error", text: UNREADABLE_FORM_MESSAGE } });
}

async function upload(actor: Actor, productId: number, form: FormData) {
  const rawAlt = form.get("alt");
  const alt = cleanAlt(typeof rawAlt === "string" ? rawAlt : undefined);
  const file = form.get("photo");
  const errors: { photo?: string; alt?: string } = {};
  const altMessage = altProblem(alt);
  if (altMessage) errors.alt = altMessage;
  // The file's name and stated type are never used: only its bytes are read.
  if (!(file instanceof File) || file.size === 0) errors.photo = "Choose a photo to upload.";
  const refused = (status: number, found: { photo?: string; alt?: string }) =>
    refuse(status, {
      notice: { tone: "error", text: "The photo was not added. Please see below." },
      upload: { alt, errors: found },
    });
  if (errors.photo || errors.alt || !(file instanceof File)) return refused(400, errors);

  const prepared = await preparePhoto(new Uint8Array(await file.arrayBuffer()));
  if (!prepared.ok) return refused(photoStatusOf[prepared.reason], { photo: prepared.message });
  const result = await addPhoto(actor, productId, alt, prepared.photo);
  if (!result.ok) return missing(result);
  return {
    notice: { tone: "success", text: "Photo added. It shows on the site from the next page load." },
  } satisfies PhotoActionData;
}
