// The footer's static parts (spec §2 "Footer"): social links, the brand and inquiry links, the policies and
// the legal business block of integrations.md. They never change in the browser, so the server
// renders them to HTML once per request (root loader) and no component code ships for them. The
// partnership, bulk-order and wholesale links are the operator's (console settings), or the inquiry
// form of their type while unset.
import { footerLinkHref } from "../../core/footer-links";
import { links } from "../../core/links";
import type { BusinessInfo } from "../../server/business-info";
import type { FooterLinks as FooterLinkSettings } from "../../server/domain/settings/shop-settings";
import styles from "./footer.module.css";
import { footerMessages as messages } from "./footer-messages";
import { BlogIcon, InstagramIcon, MessengerIcon, MusicIcon, YoutubeIcon } from "./social-icons";

function Anchor({ href, children }: { href: string; children: React.ReactNode }) {
  if (href.startsWith("/")) return <a href={href}>{children}</a>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

export function FooterSocial({ business }: { business: BusinessInfo }) {
  const social = [
    { href: business.links.instagram, label: messages.instagram, Icon: InstagramIcon },
    { href: business.links.youtube, label: messages.youtube, Icon: YoutubeIcon },
    { href: business.links.blog, label: messages.blog, Icon: BlogIcon },
    { href: business.links.kakaoChannel, label: messages.kakaoChannel, Icon: MessengerIcon },
    { href: business.links.music, label: messages.music, Icon: MusicIcon },
  ];
  return (
    <ul className={styles.social} aria-label={messages.social}>
      {social.map(({ href, label, Icon }) => (
        <li key={label}>
          <Anchor href={href}>
            <Icon title={label} />
          </Anchor>
        </li>
      ))}
    </ul>
  );
}

export function FooterLinks({ external }: { external: FooterLinkSettings }) {
  const brand = [
    { href: links.brandStory, label: messages.brandStory },
    { href: links.makersNote, label: messages.makersNote },
    { href: links.places, label: messages.places },
    { href: links.music, label: messages.music },
  ];
  const inquiries = [
    { href: footerLinkHref("partnership", external.partnership), label: messages.partnership },
    { href: footerLinkHref("bulkPurchase", external.bulkPurchase), label: messages.bulkPurchase },
    { href: footerLinkHref("wholesaleGlobal", external.wholesaleGlobal), label: messages.wholesaleGlobal },
  ];
  return (
    <>
      <p className={styles.heading}>{messages.brand}</p>
      <ul className={`${styles.list} ${styles.group}`}>
        {brand.map(({ href, label }) => (
          <li key={href}>
            <a href={href}>{label}</a>
          </li>
        ))}
      </ul>
      <p className={styles.heading}>{messages.inquiry}</p>
      <ul className={styles.list}>
        <li>
          <a href={links.inquiry}>{messages.inquiry}</a>
        </li>
        {inquiries.map(({ href, label }) => (
          <li key={label}>
            <Anchor href={href}>{label}</Anchor>
          </li>
        ))}
      </ul>
    </>
  );
}

export function FooterLegal({ business, year }: { business: BusinessInfo; year: number }) {
  const legal: [string, React.ReactNode][] = [
    [messages.companyName, business.companyName],
    [messages.ceo, business.ceo],
    [messages.address, business.address],
    [messages.phone, business.phone],
    [messages.email, business.email],
    [
      messages.registrationNumber,
      <>
        {business.registrationNumber}{" "}
        <a href={business.registrationCheckUrl} target="_blank" rel="noopener noreferrer">
          {messages.registrationCheck}
        </a>
      </>,
    ],
    [messages.mailOrderNumber, business.mailOrderNumber],
    [messages.privacyOfficer, business.privacyOfficer],
    [messages.hosting, business.hostingProvider],
  ];
  return (
    <>
      <div className={styles.policies}>
        <a href={links.terms}>{messages.terms}</a>
        <a href={links.privacy}>{messages.privacy}</a>
      </div>
      <h2 className="visually-hidden">{messages.businessInfo}</h2>
      <dl>
        {legal.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>{business.escrowNotice}</p>
      <p className={styles.copyright}>{messages.copyright(year, business.brandName)}</p>
    </>
  );
}
