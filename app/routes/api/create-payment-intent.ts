import { createPaymentIntent } from "#app/server/front-door/checkout-api.server";
import { postOnly } from "#app/server/http/api-response.server";

/** POST /.netlify/functions/createPaymentIntent, when it reaches the router (server.ts answers it first in a build). */
export function action({ request }: { request: Request }) {
  return createPaymentIntent(request);
}

export function loader() {
  return postOnly();
}
