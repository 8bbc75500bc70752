import type { SheetItem } from "#app/domain/production/build-sheet";
import type { BuildSheetView } from "#app/domain/production/views";
import type { PublicConfig } from "#app/domain/site/public-config";

import { FramedPage, Heading, Paragraph, PdfDocument, pdfSender, TitleBlock } from "./frame.server";
import { type PdfFile, renderPdf } from "./render.server";
import { FactList } from "./table.server";

const itemLines = (items: readonly SheetItem[], none: string) =>
  items.length ? items.map((item) => `${item.description} (${item.coverage.toLowerCase()})`) : [none];

/**
 * The workshop's build sheet as a PDF: the order's facts, then each home with
 * its model, options, colours and the owner's note. Photos stay in the console.
 */
export function BuildSheetPdfDocument({ view, config }: { view: BuildSheetView; config: PublicConfig }) {
  const sender = pdfSender(config);
  const title = `Build sheet ${view.reference}`;
  return (
    <PdfDocument
      info={{
        title,
        subject: `${sender.brand} build sheet for ${view.buyer}`,
        keywords: [sender.brand, "build sheet"],
      }}
      sender={sender}
    >
      <FramedPage sender={sender} footerLabel={title}>
        <TitleBlock
          eyebrow="Build sheet"
          title={view.reference}
          lead={`${view.units.length} home${view.units.length === 1 ? "" : "s"} for ${view.buyer}`}
        />
        <FactList
          facts={[
            { label: "Accepted", lines: [view.acceptedLabel] },
            { label: "Delivered to", lines: [view.deliveryPlace] },
            ...(view.requestMessage ? [{ label: "The buyer wrote", lines: [view.requestMessage] }] : []),
          ]}
        />
        {view.units.map((unit) => (
          <UnitSection key={unit.id} unit={unit} />
        ))}
      </FramedPage>
    </PdfDocument>
  );
}

function UnitSection({ unit }: { unit: BuildSheetView["units"][number] }) {
  return (
    <>
      <Heading>{`${unit.label}: ${unit.model}`}</Heading>
      <FactList
        facts={[
          { label: "Stage", lines: [unit.stageLabel] },
          { label: "Options", lines: itemLines(unit.options, "None") },
          { label: "Colours", lines: itemLines(unit.colours, "Standard") },
        ]}
      />
      {unit.note ? <Paragraph>{`Note: ${unit.note}`}</Paragraph> : null}
    </>
  );
}

/** Drawn afresh each time: the sheet changes with every note and stage. */
export function buildSheetPdf(view: BuildSheetView, config: PublicConfig): Promise<PdfFile> {
  return renderPdf(<BuildSheetPdfDocument view={view} config={config} />);
}
