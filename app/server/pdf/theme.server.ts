import { StyleSheet } from "@react-pdf/renderer";

import { PDF_FONT_STACKS } from "./fonts.server";

/** The site's palette (app/app.css), for print: evergreen, cedar, river stone and mist. */
export const pdfColors = {
  evergreen900: "#10302a",
  evergreen700: "#1e5444",
  evergreen100: "#dcebe3",
  cedar700: "#7a4322",
  stone800: "#2f3a3f",
  stone600: "#56666d",
  stone200: "#d3dbde",
  mist: "#f4f7f6",
  white: "#ffffff",
} as const;

/** Styles every PDF shares; a document adds its own beside them. */
export const pdfStyles = StyleSheet.create({
  page: {
    fontFamily: PDF_FONT_STACKS.text,
    fontSize: 10,
    color: pdfColors.stone800,
    paddingTop: 92,
    paddingBottom: 64,
    paddingHorizontal: 48,
  },
  // Line height is set on the content, not the page: inherited by the footer's page
  // numbers (a text drawn per page), it made react-pdf leave the footer out.
  // react-pdf turns a unitless line height into points once, with the font size of
  // the style that declares it (18 when it has none), and children inherit the
  // points: so each style with a font size of its own states its own line height.
  content: { fontSize: 10, lineHeight: 1.4 },
  header: {
    position: "absolute",
    top: 28,
    left: 48,
    right: 48,
    flexDirection: "row",
    justifyContent: "space-between",
    alignItems: "flex-end",
    paddingBottom: 10,
    borderBottomWidth: 2,
    borderBottomColor: pdfColors.evergreen700,
  },
  brand: { fontFamily: PDF_FONT_STACKS.heading, fontWeight: 600, fontSize: 20, color: pdfColors.evergreen900 },
  brandLine: { fontSize: 8.5, color: pdfColors.stone600 },
  headerContact: { fontSize: 9, textAlign: "right", color: pdfColors.stone800 },
  footer: {
    position: "absolute",
    bottom: 28,
    left: 48,
    right: 48,
    flexDirection: "row",
    justifyContent: "space-between",
    paddingTop: 8,
    borderTopWidth: 0.75,
    borderTopColor: pdfColors.stone200,
    fontSize: 8.5,
    color: pdfColors.stone600,
  },
  // No letter spacing: it would come back as "S P E C" when the text is copied.
  eyebrow: { fontSize: 9, lineHeight: 1.4, fontWeight: 600, color: pdfColors.cedar700, textTransform: "uppercase" },
  title: {
    fontFamily: PDF_FONT_STACKS.heading,
    fontWeight: 600,
    fontSize: 24,
    lineHeight: 1.2,
    color: pdfColors.evergreen900,
    marginTop: 4,
  },
  lead: { fontSize: 11.5, lineHeight: 1.4, marginTop: 8, marginBottom: 6 },
  heading: {
    fontFamily: PDF_FONT_STACKS.heading,
    fontWeight: 600,
    fontSize: 13,
    lineHeight: 1.3,
    color: pdfColors.evergreen900,
    marginTop: 12,
    marginBottom: 5,
  },
  paragraph: { marginBottom: 6 },
  strong: { fontWeight: 600 },
  muted: { color: pdfColors.stone600 },
  link: { color: pdfColors.evergreen700, textDecoration: "underline" },
});
