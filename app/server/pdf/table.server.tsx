import { StyleSheet, Text, View } from "@react-pdf/renderer";

import { pdfText } from "./fonts.server";
import { pdfColors } from "./theme.server";

/**
 * A table for PDFs: a header row, then rows that never split across pages.
 * Spec sheets list features with it; proposals and invoices will list lines.
 */
export interface PdfColumn {
  header: string;
  /** Share of the table's width (flex grow). */
  width: number;
  align?: "left" | "right";
}

const styles = StyleSheet.create({
  table: { borderTopWidth: 0.75, borderTopColor: pdfColors.stone200 },
  headerRow: { flexDirection: "row", backgroundColor: pdfColors.evergreen100 },
  row: { flexDirection: "row", borderBottomWidth: 0.75, borderBottomColor: pdfColors.stone200 },
  striped: { backgroundColor: pdfColors.mist },
  headerCell: {
    paddingVertical: 3,
    paddingHorizontal: 6,
    fontWeight: 600,
    fontSize: 9,
    lineHeight: 1.35,
    color: pdfColors.evergreen900,
  },
  cell: { paddingVertical: 3, paddingHorizontal: 6, fontSize: 9.5, lineHeight: 1.35 },
});

export function PdfTable({ columns, rows }: { columns: PdfColumn[]; rows: string[][] }) {
  return (
    <View style={styles.table}>
      <View style={styles.headerRow} wrap={false}>
        {columns.map((column) => (
          <Text
            key={column.header}
            style={[styles.headerCell, { flexGrow: column.width, flexBasis: 0, textAlign: column.align ?? "left" }]}
          >
            {pdfText(column.header)}
          </Text>
        ))}
      </View>
      {rows.map((cells, rowIndex) => (
        <View key={rowIndex} style={rowIndex % 2 === 1 ? [styles.row, styles.striped] : styles.row} wrap={false}>
          {columns.map((column, columnIndex) => (
            <Text
              key={column.header}
              style={[styles.cell, { flexGrow: column.width, flexBasis: 0, textAlign: column.align ?? "left" }]}
            >
              {pdfText(cells[columnIndex] ?? "")}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}

const listStyles = StyleSheet.create({
  row: { flexDirection: "row", paddingVertical: 3, borderBottomWidth: 0.75, borderBottomColor: pdfColors.stone200 },
  label: { width: 130, fontWeight: 600, color: pdfColors.evergreen900, paddingRight: 8 },
  value: { flex: 1 },
  bulletRow: { flexDirection: "row", marginBottom: 3 },
  bullet: { width: 12, color: pdfColors.evergreen700 },
});

/** Label and value pairs, one to a row: a company's details, a model's key figures. */
export function FactList({ facts }: { facts: { label: string; lines: string[] }[] }) {
  return (
    <View>
      {facts.map((fact) => (
        <View key={fact.label} style={listStyles.row} wrap={false}>
          <Text style={listStyles.label}>{pdfText(fact.label)}</Text>
          <View style={listStyles.value}>
            {fact.lines.map((line) => (
              <Text key={line}>{pdfText(line)}</Text>
            ))}
          </View>
        </View>
      ))}
    </View>
  );
}

/** A bulleted list. */
export function BulletList({ items }: { items: string[] }) {
  return (
    <View>
      {items.map((item) => (
        <View key={item} style={listStyles.bulletRow} wrap={false}>
          <Text style={listStyles.bullet}>•</Text>
          <Text style={listStyles.value}>{pdfText(item)}</Text>
        </View>
      ))}
    </View>
  );
}

/** Label and amount rows, right-aligned under a table. */
export function TotalsBlock({ rows }: { rows: [string, string][] }) {
  return (
    <View style={{ marginTop: 6, marginLeft: "40%" }}>
      {rows.map(([label, amount]) => (
        <View key={label} style={{ flexDirection: "row", paddingVertical: 2 }} wrap={false}>
          <Text style={{ flex: 1, textAlign: "right", paddingRight: 8, fontWeight: 600 }}>{pdfText(label)}</Text>
          <Text style={{ width: 90, textAlign: "right", fontWeight: 600 }}>{pdfText(amount)}</Text>
        </View>
      ))}
    </View>
  );
}

/** The buyer's name (and organization) and email, as lines of a fact list. */
export function buyerLines(buyer: { name: string; organization: string | null; email: string }): string[] {
  return [buyer.organization ? `${buyer.name}, ${buyer.organization}` : buyer.name, buyer.email];
}
