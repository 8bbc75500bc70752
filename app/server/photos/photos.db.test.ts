import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { handlePhotoChange } from "#app/routes/admin/product-photos.server";
import { loader as photoFile } from "#app/routes/photos/photo-file";
import { loader as bedroomPage } from "#app/routes/site/bedroom";
import { listCategories } from "#app/server/catalog/queries.server";
import { getDb } from "#app/server/db/client.server";
import { auditLog, productPhotoFiles, productPhotos, products } from "#app/server/db/schema.server";
import { makeImage, PDF_BYTES, pngClaiming } from "#tests/support/test-images";

import { addPhoto, movePhoto, removePhoto, updatePhotoAlt } from "./changes.server";
import { pageHasPhotos, pagePhotos, refreshPagePhotos } from "./page-photos.server";
import { type PreparedPhoto, preparePhoto } from "./pipeline.server";
import { clearPhotoFileCache, listProductPhotos } from "./queries.server";

const owner = { id: null, email: "owner@nestz.example" };
let prepared: PreparedPhoto;
let productId: number;

beforeAll(async () => {
  const result = await preparePhoto(await makeImage("jpeg", { width: 1000, height: 750 }));
  if (!result.ok) throw new Error(result.message);
  prepared = result.photo;
  const [product] = await getDb().select({ id: products.id }).from(products).where(eq(products.slug, "sticker"));
  if (!product) throw new Error("the seed has no sticker");
  productId = product.id;
}, 60_000);

const photoActivity = () =>
  getDb()
    .select()
    .from(auditLog)
    .where(eq(auditLog.subjectId, String(productId)))
    .orderBy(auditLog.id);

async function add(alt: string) {
  const result = await addPhoto(owner, productId, alt, prepared);
  if (!result.ok) throw new Error(result.reason);
  return result.photoId;
}

function uploadForm(file: Blob | string | null, alt: string, name = "porch.jpg") {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("alt", alt);
  if (typeof file === "string") form.set("photo", file);
  else if (file) form.set("photo", file, name);
  return form;
}

const statusOf = (answer: unknown) =>
  typeof answer === "object" && answer !== null && "init" in answer
    ? ((answer as { init: { status?: number } | null }).init?.status ?? 200)
    : 200;

describe("product photos", () => {
  it("stores every size, lists them in order, and records each change with it", async () => {
    const first = await add("The porch at dusk");
    const second = await add("The kitchen counter");
    const third = await add("The loft bed");

    const files = await getDb().select().from(productPhotoFiles).where(eq(productPhotoFiles.photoId, first));
    expect(files.map((file) => `${file.format}@${file.width}`).sort()).toEqual(
      [
        "avif@480",
        "avif@960",
        "avif@1000",
        "jpeg@480",
        "jpeg@960",
        "jpeg@1000",
        "webp@480",
        "webp@960",
        "webp@1000",
      ].sort(),
    );
    expect(files.every((file) => file.bytes.length > 100)).toBe(true);

    let photos = await listProductPhotos(productId);
    expect(photos.map((photo) => photo.alt)).toEqual(["The porch at dusk", "The kitchen counter", "The loft bed"]);

    expect(await movePhoto(owner, productId, third, "up")).toMatchObject({ ok: true, changed: true });
    expect(await movePhoto(owner, productId, first, "up")).toMatchObject({ ok: true, changed: false });
    expect(await updatePhotoAlt(owner, productId, second, "The kitchen counter, oak")).toMatchObject({ changed: true });
    photos = await listProductPhotos(productId);
    expect(photos.map((photo) => [photo.id, photo.position])).toEqual([
      [first, 0],
      [third, 1],
      [second, 2],
    ]);

    expect(await removePhoto(owner, productId, first)).toMatchObject({ ok: true });
    photos = await listProductPhotos(productId);
    expect(photos.map((photo) => [photo.id, photo.position])).toEqual([
      [third, 0],
      [second, 1],
    ]);
    expect(await getDb().select().from(productPhotoFiles).where(eq(productPhotoFiles.photoId, first))).toEqual([]);

    const actions = (await photoActivity()).map((entry) => entry.action);
    expect(actions).toEqual([
      "product.photo_added",
      "product.photo_added",
      "product.photo_added",
      "product.photo_moved",
      "product.photo_described",
      "product.photo_removed",
    ]);

    // The shop card shows the first photo.
    const sticker = (await listCategories()).flatMap((c) => c.items).find((item) => item.id === productId);
    expect(sticker?.photo).toMatchObject({ id: third, alt: "The loft bed", width: 1000, height: 750 });

    // Cleared for the next test.
    for (const photo of photos) await removePhoto(owner, productId, photo.id);
  });

  it("stores nothing, and records nothing, when any part of an upload fails", async () => {
    const before = (await photoActivity()).length;
    const twice = { ...prepared, renditions: [...prepared.renditions, prepared.renditions[0]!] };
    await expect(addPhoto(owner, productId, "Twice", twice)).rejects.toThrow();
    expect(await getDb().select().from(productPhotos).where(eq(productPhotos.productId, productId))).toEqual([]);
    expect((await photoActivity()).length).toBe(before);
  });

  it("answers an unknown product or photo as missing", async () => {
    expect(await addPhoto(owner, 999_999, "Nowhere", prepared)).toEqual({ ok: false, reason: "missing-product" });
    expect(await removePhoto(owner, productId, 999_999)).toEqual({ ok: false, reason: "missing-photo" });
    expect(await updatePhotoAlt(owner, productId, 999_999, "x")).toEqual({ ok: false, reason: "missing-photo" });
  });

  it("refuses bad uploads with a 4xx and stores nothing", async () => {
    const jpeg = await makeImage("jpeg", { width: 640, height: 480 });
    const cases: [string, FormData, number][] = [
      ["a PDF named .jpg", uploadForm(new Blob([PDF_BYTES], { type: "image/jpeg" }), "A PDF"), 415],
      ["text named .jpg", uploadForm(new Blob(["hello"], { type: "image/jpeg" }), "Text"), 415],
      ["an empty file", uploadForm(new Blob([]), "Empty"), 400],
      ["no file at all", uploadForm(null, "Nothing"), 400],
      ["a text field for the file", uploadForm("porch.jpg", "Text field"), 400],
      [
        "a 50,000 × 50,000 picture",
        uploadForm(new Blob([new Uint8Array(await pngClaiming(50_000, 50_000))]), "Bomb"),
        422,
      ],
      ["no description", uploadForm(new Blob([new Uint8Array(jpeg)]), "   "), 400],
    ];
    const before = (await photoActivity()).length;
    for (const [what, form, status] of cases) {
      expect(statusOf(await handlePhotoChange(owner, productId, form)), what).toBe(status);
    }
    const unknown = new FormData();
    unknown.set("intent", "remove");
    unknown.set("id", "abc");
    expect(statusOf(await handlePhotoChange(owner, productId, unknown))).toBe(400);
    unknown.set("id", "999999");
    expect(statusOf(await handlePhotoChange(owner, productId, unknown))).toBe(404);
    expect(await getDb().select().from(productPhotos).where(eq(productPhotos.productId, productId))).toEqual([]);
    expect((await photoActivity()).length).toBe(before);

    // A name such as ../../x.jpg is never used: the photo is stored by id and hash only.
    const ok = await handlePhotoChange(
      owner,
      productId,
      uploadForm(new Blob([new Uint8Array(jpeg)]), "The deck", "../../x.jpg"),
    );
    expect(statusOf(ok)).toBe(200);
    const [stored] = await listProductPhotos(productId);
    expect(stored?.src).toMatch(/^\/photos\/\d+-[0-9a-f]{16}-640\.jpg$/);
    if (stored) await removePhoto(owner, productId, stored.id);
  });

  it("serves each file at its content-addressed name, cached for good, and 404s anything else", async () => {
    const id = await add("The porch at dusk");
    const [photo] = await listProductPhotos(id ? productId : 0);
    if (!photo) throw new Error("no photo");
    clearPhotoFileCache();
    const fetchFile = (file: string, headers: Record<string, string> = {}) =>
      photoFile({ params: { file }, request: new Request(`http://x/photos/${file}`, { headers }) } as never);
    const name = photo.sources[0]!.srcset.split(" ")[0]!.slice("/photos/".length);
    const response = await fetchFile(name);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/avif");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = response.headers.get("etag");
    expect(etag).toBeTruthy();
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
    expect((await fetchFile(name, { "If-None-Match": etag ?? "" })).status).toBe(304);

    const wrongHash = name.replace(/-[0-9a-f]{16}-/, "-0000000000000000-");
    for (const file of [
      wrongHash,
      "999999-0000000000000000-480.jpg",
      "abc.jpg",
      "../../x.jpg",
      name.replace("480", "123"),
    ]) {
      expect((await fetchFile(file)).status, file).toBe(404);
    }
    await removePhoto(owner, productId, id);
  });

  it("gives a product's page its photos in the owner's order from the next page load, and the drawing back without them", async () => {
    const [bedroom] = await getDb()
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, "bedroom-nestz"));
    if (!bedroom) throw new Error("the seed has no Bedroom Nestz");
    await refreshPagePhotos();
    expect(pagePhotos("bedroom-nestz")).toEqual([]);
    expect(pageHasPhotos("/bedroom")).toBe(false);

    const jpeg = new Uint8Array(await makeImage("jpeg", { width: 800, height: 600 }));
    for (const alt of ["Outside, at dusk", "The bed under the window"]) {
      expect(statusOf(await handlePhotoChange(owner, bedroom.id, uploadForm(new Blob([jpeg]), alt)))).toBe(200);
    }
    // The console's change re-reads the pages' copy: no wait for the regular re-read.
    expect(pagePhotos("bedroom-nestz").map((photo) => photo.alt)).toEqual([
      "Outside, at dusk",
      "The bed under the window",
    ]);
    expect(pageHasPhotos("/bedroom")).toBe(true);
    expect(pageHasPhotos("/Office")).toBe(false);
    expect(pageHasPhotos("/Shop")).toBe(false);

    const [, second] = pagePhotos("bedroom-nestz");
    const move = new FormData();
    move.set("intent", "move");
    move.set("id", String(second?.id));
    move.set("direction", "up");
    expect(statusOf(await handlePhotoChange(owner, bedroom.id, move))).toBe(200);
    const page = bedroomPage();
    expect(page.photos.map((photo) => photo.alt)).toEqual(["The bed under the window", "Outside, at dusk"]);
    expect(page.photos[0]).toMatchObject({ width: 800, height: 600 });
    expect(page.photos[0]?.srcset).toMatch(/-480\.jpg 480w, .*-800\.jpg 800w$/);

    for (const photo of await listProductPhotos(bedroom.id)) {
      const remove = new FormData();
      remove.set("intent", "remove");
      remove.set("id", String(photo.id));
      expect(statusOf(await handlePhotoChange(owner, bedroom.id, remove))).toBe(200);
    }
    expect(bedroomPage().photos).toEqual([]);
    expect(pageHasPhotos("/bedroom")).toBe(false);
  });
});
