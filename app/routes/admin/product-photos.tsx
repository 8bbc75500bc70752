import { data, Form, Link } from "react-router";

import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { PhotoList } from "#app/components/photos/console/photo-list";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Field } from "#app/components/ui/field";
import { HeadedSection } from "#app/components/ui/headed-section";
import { MAX_ALT_LENGTH } from "#app/domain/photos/rules";
import { requireConsoleChange, requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { getProduct } from "#app/server/catalog/console-queries.server";
import { readForm } from "#app/server/http/form-data.server";
import { requireIdParam } from "#app/server/http/id-param.server";
import { listProductPhotos } from "#app/server/photos/queries.server";

import type { Route } from "./+types/product-photos";
import { handlePhotoChange } from "./product-photos.server";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  consoleMeta(loaderData ? `Photos of ${loaderData.product.name}` : "Product photos")();

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  const id = requireIdParam(params.productId);
  const [product, photos] = await Promise.all([getProduct(id), listProductPhotos(id)]);
  if (!product) throw data(null, { status: 404 });
  return { product: { id: product.id, name: product.name }, photos };
}

export async function action({ request, params, url }: Route.ActionArgs) {
  const admin = await requireConsoleChange({ request, url });
  const id = requireIdParam(params.productId);
  return handlePhotoChange(admin.actor, id, await readForm(request));
}

export default function ProductPhotos({ loaderData, actionData }: Route.ComponentProps) {
  const { product, photos } = loaderData;
  const upload = actionData && "upload" in actionData ? actionData.upload : undefined;
  const altError = actionData && "altError" in actionData ? actionData.altError : undefined;
  const notice = actionData?.notice;
  return (
    <>
      <p className="mb-2">
        <Link to={`/admin/products/${product.id}`}>Back to {product.name}</Link>
      </p>
      <ConsoleHeading
        title={`Photos of ${product.name}`}
        lead="The first photo is the one the shop shows, and the top of the product's own page where it has one; the others follow on that page. Without a photo, both keep the drawing."
      />
      <Alert focusOnLoad tone={notice?.tone ?? "error"} className="mb-6">
        {notice?.text}
      </Alert>
      <HeadedSection
        headingId="upload-heading"
        className="mb-8 max-w-3xl rounded-xl border border-stone-200 bg-white p-5 sm:p-6"
        headingClassName="mb-1 text-2xl"
        title="Add a photo"
      >
        <p className="mb-4 text-stone-700">
          A JPEG, PNG or WebP photo up to 15 MB. We make smaller copies for phones and strip the camera's hidden
          details, such as where it was taken.
        </p>
        {/* A new key after each answer clears the chosen file and typed words once a photo is added. */}
        <Form
          key={notice?.text ?? "first"}
          method="post"
          encType="multipart/form-data"
          className="grid gap-4"
          aria-labelledby="upload-heading"
        >
          <input type="hidden" name="intent" value="upload" />
          <Field
            label="Photo"
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            required
            error={upload?.errors.photo}
          />
          <Field
            label="Description"
            name="alt"
            required
            maxLength={MAX_ALT_LENGTH}
            hint="Say what the photo shows, for visitors who can't see it: “The Bedroom Nestz at dusk, porch light on”."
            defaultValue={upload?.alt ?? ""}
            error={upload?.errors.alt}
          />
          <div>
            <Button type="submit">Upload the photo</Button>
          </div>
        </Form>
      </HeadedSection>
      <HeadedSection
        headingId="photos-heading"
        className="max-w-3xl"
        headingClassName="mb-4 text-2xl"
        title={photos.length === 0 ? "Photos" : `Photos, in the order the site shows them (${photos.length})`}
      >
        <PhotoList photos={photos} altError={altError} />
      </HeadedSection>
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
