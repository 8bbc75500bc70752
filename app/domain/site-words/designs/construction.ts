import type { ContentDesign } from "#app/domain/site-words/content-design";

/** The build stages, in workshop order; each has its own drawing, so the owner names the steps, never adds one. */
export const BUILD_STAGES = [
  "frame",
  "floor-ceiling",
  "walls",
  "windows-door",
  "bathroom",
  "services",
  "comfort",
  "siding",
  "ready",
] as const;

export type BuildStage = (typeof BUILD_STAGES)[number];

/** The Construction page: the second paragraph of the opening, the steps of the build, the close. */
export const constructionDesign: ContentDesign = {
  title: "Construction",
  path: "/Construction",
  lead: "How a Nestz is built, step by step, each step beside its drawing.",
  heroLead:
    "The first paragraph beside the drawing of the siding going on; the button to the first step follows the opening.",
  parts: [
    {
      id: "welcome",
      label: "Second paragraph of the opening",
      heading: false,
      intro: "required",
      items: null,
    },
    {
      id: "journey",
      label: "Steps of the build (each beside its drawing, in workshop order)",
      heading: true,
      intro: "required",
      items: {
        label: "Step",
        min: BUILD_STAGES.length,
        max: BUILD_STAGES.length,
        title: true,
        text: "required",
        link: true,
      },
    },
    { id: "next", label: "The closing invitation to call or write", heading: true, intro: "required", items: null },
  ],
};
