/**
 * Starts Google sign-in (the account picker always shows). A plain form, so it
 * works without JavaScript and needs no island: the action answers with a
 * redirect to Google.
 */
export function GoogleButton({ redirectTo }: { redirectTo: string }) {
  return (
    <form method="post" action="/SignIn">
      <input type="hidden" name="intent" value="google" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button
        type="submit"
        className="flex min-h-11 w-full items-center justify-center gap-3 rounded-full border-2 border-stone-400 bg-white px-5 py-2.5 font-semibold text-stone-800 hover:border-evergreen-800"
      >
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
          <path
            d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3z"
            fill="#4285f4"
          />
          <path
            d="M12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22z"
            fill="#34a853"
          />
          <path d="M6.4 14c-.2-.6-.3-1.3-.3-2s.1-1.4.3-2V7.4H3.1a10 10 0 0 0 0 9.2z" fill="#fbbc04" />
          <path d="M12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.4L6.4 10C7.2 7.7 9.4 6 12 6z" fill="#ea4335" />
        </svg>
        Sign in with Google
      </button>
    </form>
  );
}
