// The console editors' forms read back into the API's documents (issue 19): plain named inputs,
// so an editor works without scripts, and whatever cannot be read stays as typed for the schema
// to refuse beside its field.
import { describe, expect, it } from "vitest";
import { documentOfForm, fromLocalInput } from "./form-document";
import { rowInputName, toLocalInput } from "./form-inputs";
import type { Field } from "./resources";

const FIELDS: Field[] = [
  { name: "title", label: "이름", kind: "text" },
  { name: "url", label: "링크", kind: "text" },
  { name: "enabled", label: "사용", kind: "boolean" },
  { name: "priority", label: "우선순위", kind: "number" },
  { name: "endDate", label: "종료", kind: "datetime" },
  { name: "perPageType", label: "페이지", kind: "lines" },
  {
    name: "urlRules",
    label: "URL 조건",
    kind: "rows",
    blank: { slug_url: "", url_text_condition: "Included" },
    fields: [
      { name: "id", label: "번호", kind: "hidden" },
      { name: "slug_url", label: "URL", kind: "text" },
      {
        name: "url_text_condition",
        label: "조건",
        kind: "select",
        options: [
          ["Included", "포함"],
          ["starts_with", "시작"],
        ],
      },
    ],
  },
];

function formOf(fields: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

const row = (index: number, sub: string) => rowInputName("urlRules", index, sub);

describe("documentOfForm", () => {
  it("reads each kind of field as the API's document has it", () => {
    const document = documentOfForm(
      FIELDS,
      { url: null },
      formOf([
        ["title", "겨울 선물"],
        ["url", ""],
        ["enabled", "on"],
        ["priority", "1,000"],
        ["endDate", "2026-12-31T23:59"],
        ["perPageType", "/\n /places \n\n"],
        [row(0, "_row"), "old"],
        [row(0, "id"), "7"],
        [row(0, "slug_url"), "/places"],
        [row(0, "url_text_condition"), "starts_with"],
        [row(1, "_row"), "old"],
        [row(1, "slug_url"), "/music"],
        [row(1, "url_text_condition"), "Included"],
        [row(1, "_delete"), "on"],
        [row(2, "_row"), "new"],
        [row(2, "slug_url"), ""],
        [row(2, "url_text_condition"), "Included"],
      ]),
    );
    expect(document).toEqual({
      title: "겨울 선물",
      url: null,
      enabled: true,
      priority: 1000,
      endDate: "2026-12-31T14:59:00.000Z",
      perPageType: ["/", "/places"],
      urlRules: [{ id: 7, slug_url: "/places", url_text_condition: "starts_with" }],
    });
  });

  it("adds the empty row once something is written in it, and reads an unticked box as false", () => {
    const document = documentOfForm(
      FIELDS,
      {},
      formOf([
        [row(0, "_row"), "new"],
        [row(0, "slug_url"), "/cart"],
        [row(0, "url_text_condition"), "Included"],
      ]),
    );
    expect(document.urlRules).toEqual([{ id: undefined, slug_url: "/cart", url_text_condition: "Included" }]);
    expect(document.enabled).toBe(false);
  });

  it("keeps what cannot be read as typed, for the schema to refuse", () => {
    const document = documentOfForm(
      FIELDS,
      {},
      formOf([
        ["priority", "열"],
        ["endDate", "내일"],
      ]),
    );
    expect(document).toMatchObject({ priority: "열", endDate: "내일" });
  });
});

describe("Seoul times in datetime-local inputs", () => {
  it("go both ways", () => {
    expect(fromLocalInput("2026-01-01T09:00")).toBe("2026-01-01T00:00:00.000Z");
    expect(toLocalInput("2026-01-01T00:00:00.000Z")).toBe("2026-01-01T09:00");
    expect(toLocalInput(new Date("2026-01-01T00:00:00.000Z"))).toBe("2026-01-01T09:00");
    expect(fromLocalInput("")).toBeNull();
    expect(toLocalInput(null)).toBe("");
  });
});
