import { Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormField } from './form-field';
import { Card } from './ui/card';
import type { useFormBinding } from './form-binding';

/** The framed card an enquiry form sits in: a heading, one line of guidance, the form. */
export function FormCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card.Root rounded="2xl" shadow="md" borderWidth="1px" borderColor="border.muted">
      <Card.Header gap="1">
        <Heading as="h2" size="xl" color="brand.fg">
          {title}
        </Heading>
        <Text color="fg.muted">{description}</Text>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

type FieldWiring = ReturnType<typeof useFormBinding>['field'];

/** Name, e-mail (both required) and an optional phone: the first fields of every enquiry. */
export function ContactDetailsFields({
  field,
  nameLabel,
}: {
  field: FieldWiring;
  nameLabel: string;
}) {
  return (
    <>
      <FormField {...field('name')} label={nameLabel} autoComplete="name" required />
      <FormField
        {...field('email')}
        label="Email Address"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        required
      />
      <FormField
        {...field('phone')}
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        placeholder="Optional"
      />
    </>
  );
}
