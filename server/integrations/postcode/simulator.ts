// A local stand-in for the Kakao postcode script (postcode.v2.js): the same `kakao.Postcode`
// constructor and `embed()` that react-daum-postcode calls, searching a few fixture addresses.
import { Hono } from "hono";

export const POSTCODE_SIMULATOR_SCRIPT = "/_sim/postcode/postcode.v2.js";

const FIXTURES = [
  {
    zonecode: "04778",
    roadAddress: "서울 성동구 성수이로 78",
    jibunAddress: "서울 성동구 성수동2가 280-3",
    bname: "성수동2가",
    buildingName: "콜린스빌딩",
  },
  {
    zonecode: "06035",
    roadAddress: "서울 강남구 가로수길 43",
    jibunAddress: "서울 강남구 신사동 535-10",
    bname: "신사동",
    buildingName: "",
  },
  {
    zonecode: "48058",
    roadAddress: "부산 해운대구 해운대해변로 264",
    jibunAddress: "부산 해운대구 중동 1411-23",
    bname: "중동",
    buildingName: "해운대빌딩",
  },
];

const script = `(() => {
  const fixtures = ${JSON.stringify(FIXTURES)};
  const toAddress = (f) => ({
    zonecode: f.zonecode, address: f.roadAddress, addressEnglish: "", addressType: "R", userSelectedType: "R",
    noSelected: "N", userLanguageType: "K", roadAddress: f.roadAddress, roadAddressEnglish: "",
    jibunAddress: f.jibunAddress, jibunAddressEnglish: "", autoRoadAddress: "", autoRoadAddressEnglish: "",
    autoJibunAddress: "", autoJibunAddressEnglish: "", buildingCode: "", buildingName: f.buildingName,
    apartment: "N", sido: f.roadAddress.split(" ")[0], sigungu: f.roadAddress.split(" ")[1], sigunguCode: "",
    roadnameCode: "", bcode: "", roadname: "", bname: f.bname, bname1: "", bname2: f.bname, hname: "", query: ""
  });
  class Postcode {
    constructor(options) { this.options = options; }
    embed(element) {
      element.innerHTML = "";
      const input = document.createElement("input");
      input.type = "search";
      input.setAttribute("aria-label", "도로명, 건물명 또는 지번 검색");
      input.placeholder = "예) 성수이로, 가로수길";
      input.style.cssText = "width:100%;height:44px;padding:0 10px;box-sizing:border-box;font:inherit";
      const list = document.createElement("ul");
      list.setAttribute("aria-label", "주소 검색 결과");
      list.style.cssText = "list-style:none;margin:8px 0 0;padding:0";
      const render = () => {
        const q = input.value.trim();
        list.innerHTML = "";
        for (const f of fixtures.filter((f) => !q || (f.roadAddress + f.jibunAddress).includes(q))) {
          const item = document.createElement("li");
          const button = document.createElement("button");
          button.type = "button";
          button.textContent = "[" + f.zonecode + "] " + f.roadAddress;
          button.style.cssText = "width:100%;padding:10px;text-align:left;border:0;border-bottom:1px solid #eee;background:none;font:inherit;cursor:pointer";
          button.addEventListener("click", () => this.options.oncomplete && this.options.oncomplete(toAddress(f)));
          item.appendChild(button);
          list.appendChild(item);
        }
      };
      input.addEventListener("input", render);
      element.append(input, list);
      render();
    }
    open() { throw new Error("The postcode simulator supports embed() only"); }
  }
  window.kakao = Object.assign(window.kakao || {}, { Postcode, postcode: { load: (fn) => fn(), version: "simulator" } });
})();
`;

export function postcodeSimulator(): Hono {
  return new Hono().get("/postcode.v2.js", (c) =>
    c.body(script, 200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" }),
  );
}
