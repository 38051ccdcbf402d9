import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrorsOf, formValues, parseForm } from "./form";

const schema = z.object({
  name: z.string().trim().min(1, "이름을 입력해주세요."),
  age: z.coerce.number().int().min(1, "나이를 확인해주세요."),
});

describe("core/form: one schema per form, Korean messages per field", () => {
  it("gives the data of a valid form", () => {
    const form = new FormData();
    form.set("name", " 콜린스 ");
    form.set("age", "3");
    expect(parseForm(schema, form, "확인해주세요.")).toEqual({ ok: true, data: { name: "콜린스", age: 3 } });
  });

  it("gives one message per refused field and the values as sent", () => {
    const form = new FormData();
    form.set("name", "");
    form.set("age", "0");
    const parsed = parseForm(schema, form, "확인해주세요.");
    expect(parsed).toEqual({
      ok: false,
      errors: { name: "이름을 입력해주세요.", age: "나이를 확인해주세요." },
      values: { name: "", age: "0" },
    });
  });

  it("keeps the first text value of a name and ignores files", () => {
    const form = new FormData();
    form.append("a", "1");
    form.append("a", "2");
    form.append("file", new Blob(["x"]), "x.txt");
    expect(formValues(form)).toEqual({ a: "1" });
  });

  it("puts a refusal without a path under `form`, with the fallback when it has no message", () => {
    const refine = z.object({ a: z.string() }).refine(() => false, { message: "" });
    const result = refine.safeParse({ a: "x" });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(fieldErrorsOf(result.error, "다시 확인해주세요.")).toEqual({ form: "다시 확인해주세요." });
  });
});
