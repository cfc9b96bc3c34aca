import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';
import type { MailContext } from '../compose';

const colors = { brand: '#1f5f8b', text: '#1a202c', muted: '#4a5568', line: '#e2e8f0' };

/**
 * The frame of every message: the operator's name on top, the content, and the operator's
 * address, phone, e-mail and website from Settings at the bottom.
 */
export function MailLayout({
  ctx,
  preview,
  title,
  children,
}: {
  ctx: MailContext;
  preview: string;
  title: string;
  children: ReactNode;
}) {
  const { company } = ctx;
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#f7fafc', fontFamily: 'Arial, Helvetica, sans-serif' }}>
        <Container
          style={{
            backgroundColor: '#ffffff',
            maxWidth: '600px',
            padding: '24px',
            margin: '0 auto',
          }}
        >
          <Text style={{ color: colors.brand, fontSize: '18px', fontWeight: 700, margin: 0 }}>
            {company.companyName}
          </Text>
          <Heading as="h1" style={{ color: colors.text, fontSize: '22px', margin: '16px 0' }}>
            {title}
          </Heading>
          <Section style={{ color: colors.text, fontSize: '15px', lineHeight: '22px' }}>
            {children}
          </Section>
          <Hr style={{ borderColor: colors.line, margin: '24px 0' }} />
          <Text style={{ color: colors.muted, fontSize: '12px', lineHeight: '18px', margin: 0 }}>
            {company.companyName} · {company.address}
            <br />
            Phone {company.phone} · <Link href={`mailto:${company.email}`}>{company.email}</Link>
            {company.website ? (
              <>
                {' · '}
                <Link href={company.website}>{company.website}</Link>
              </>
            ) : null}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph in the body's style. */
export function P({ children }: { children: ReactNode }) {
  return (
    <Text style={{ fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' }}>{children}</Text>
  );
}

/** A call to action: a link styled as a button (the plain-text part shows the address). */
export function ActionLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '20px 0' }}>
      <Link
        href={href}
        style={{
          backgroundColor: colors.brand,
          color: '#ffffff',
          padding: '12px 20px',
          borderRadius: '6px',
          fontWeight: 700,
          textDecoration: 'none',
          display: 'inline-block',
        }}
      >
        {children}
      </Link>
    </Section>
  );
}

/** Label and value lines ('Total: $1,398.00'); the plain-text part reads the same. */
export function Facts({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode] | null> }) {
  return (
    <Section style={{ margin: '0 0 12px' }}>
      {rows.map((row) =>
        row ? (
          <Text key={row[0]} style={{ fontSize: '15px', lineHeight: '22px', margin: '0 0 4px' }}>
            <strong>{row[0]}:</strong> {row[1]}
          </Text>
        ) : null,
      )}
    </Section>
  );
}

/** A small heading inside a message's body. */
export function H2({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" style={{ color: colors.text, fontSize: '17px', margin: '20px 0 8px' }}>
      {children}
    </Heading>
  );
}
