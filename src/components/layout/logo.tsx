import { HStack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { COMPANY } from '../../config/company';

export function Logo({
  color = 'brand.fg',
  onNavigate,
}: {
  color?: string;
  onNavigate?: () => void;
}) {
  return (
    <Link to="/" onClick={onNavigate} aria-label={`${COMPANY.name} home`}>
      <HStack gap="2" color={color}>
        <img src="/favicon.svg" width={32} height={32} alt="" />
        <Text
          fontFamily="heading"
          fontWeight="800"
          fontSize="lg"
          letterSpacing="-0.02em"
          lineHeight="1"
        >
          {COMPANY.name}
        </Text>
      </HStack>
    </Link>
  );
}
