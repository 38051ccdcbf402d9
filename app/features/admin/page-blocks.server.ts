// The detail page editor's tabs and blocks checked on the server (core/page-blocks.ts), each Korean
// message named by its input so the product form shows it beside the block's field.
import { z } from "zod";
import { type PageMode, type PageState, PRODUCT_PAGE, pageErrors, type pageStep } from "../../../core/page-blocks";

/** The editor's tabs and blocks as a mode (the product page's tabs, a body's single page) takes them. */
export const pageBlocksSchemaOf = (mode: PageMode) =>
  z.custom<PageState>().superRefine((state, ctx) => {
    for (const [path, message] of Object.entries(pageErrors(state, mode))) {
      ctx.addIssue({ code: "custom", message, path: [path] });
    }
  });

export const pageBlocksSchema = pageBlocksSchemaOf(PRODUCT_PAGE);

/** An editor step refused (a 41st block, a 10th tab): its message beside the tab or the editor. */
export const pageStepSchema = z.custom<ReturnType<typeof pageStep>>().superRefine((step, ctx) => {
  if (step.error) ctx.addIssue({ code: "custom", message: step.error.message, path: [step.error.field] });
});
