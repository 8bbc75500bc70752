/** Where the shop's payment form asks for a PaymentIntent: the path the original client used, kept for it. */
export const CREATE_PAYMENT_INTENT_PATH = "/.netlify/functions/createPaymentIntent";
