// Issue 22 "Shipping in bulk": "download the shipping list as a CSV that Korean couriers' systems and
// Excel read (UTF-8 with BOM, Korean headers)" and read back the courier's file of tracking numbers.
import { describe, expect, it } from "vitest";
import { csvCell, decodeCsv, parseCsv, toCsv } from "./csv";

describe("toCsv", () => {
  it("starts with the UTF-8 byte order mark and ends every row with CRLF", () => {
    const text = toCsv([
      ["주문번호", "받는 분"],
      ["20261127-000001", "김콜린"],
    ]);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1)).toBe("주문번호,받는 분\r\n20261127-000001,김콜린\r\n");
    expect([...new TextEncoder().encode(text).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("quotes a cell with a comma, a quote or a line end (RFC 4180), and only such a cell", () => {
    expect(csvCell("성수이로 113, 3층")).toBe('"성수이로 113, 3층"');
    expect(csvCell('문 앞 "택배함"')).toBe('"문 앞 ""택배함"""');
    expect(csvCell("경비실에\n맡겨주세요")).toBe('"경비실에\n맡겨주세요"');
    expect(csvCell("010-1234-5678")).toBe("010-1234-5678");
  });

  it("prefixes a cell that Excel would run as a formula with '", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+82 10-1234-5678")).toBe("'+82 10-1234-5678");
    expect(csvCell("-3층")).toBe("'-3층");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("\r=1")).toBe('"\'\r=1"');
    expect(csvCell("3층 = 옥상")).toBe("3층 = 옥상");
  });
});

describe("parseCsv", () => {
  it("reads back what toCsv wrote: commas, quotes and line ends inside cells", () => {
    const rows = [
      ["주문번호", "주소", "배송 메모"],
      ["20261127-000001", "서울 성동구 성수이로 113, 3층", '부재 시 "경비실"에\r\n맡겨주세요'],
      ["20261127-000002", "", "줄\n바꿈"],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });

  it("reads LF line ends, a file without a last line end, and empty cells", () => {
    expect(parseCsv("a,b\nc,\n,d")).toEqual([
      ["a", "b"],
      ["c", ""],
      ["", "d"],
    ]);
  });

  it("keeps a guarded cell's apostrophe: the guard is part of the text", () => {
    expect(parseCsv(toCsv([["=1+1"]]))).toEqual([["'=1+1"]]);
  });

  it("drops a leading byte order mark", () => {
    expect(parseCsv("\uFEFF주문번호,택배사\r\n")).toEqual([["주문번호", "택배사"]]);
  });
});

describe("decodeCsv", () => {
  const text = "주문번호,택배사,송장번호\r\n20261127-000001,CJ대한통운,612345678901\r\n";

  it("reads UTF-8 with and without its byte order mark", () => {
    const bytes = new TextEncoder().encode(text);
    expect(decodeCsv(bytes)).toEqual({ text, encoding: "utf-8" });
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]);
    expect(decodeCsv(withBom)).toEqual({ text, encoding: "utf-8" });
  });

  it("falls back to EUC-KR (CP949), as Korean Excel saves a CSV, when the bytes are not UTF-8", () => {
    // "주문번호,택배사" in EUC-KR.
    const euckr = new Uint8Array([
      0xc1, 0xd6, 0xb9, 0xae, 0xb9, 0xf8, 0xc8, 0xa3, 0x2c, 0xc5, 0xc3, 0xb9, 0xe8, 0xbb, 0xe7,
    ]);
    expect(decodeCsv(euckr)).toEqual({ text: "주문번호,택배사", encoding: "euc-kr" });
  });

  it("gives null for bytes that are neither", () => {
    expect(decodeCsv(new Uint8Array([0xff, 0xff, 0xff]))).toBeNull();
  });
});
