import { brandPaths, type Brand } from '@/components/icons/brand-paths';

export type BrandIconProps = { brand: Brand; className?: string };

export function BrandIcon({ brand, className = 'h-5 w-5' }: BrandIconProps) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="currentColor" className={className}>
      <path d={brandPaths[brand]} />
    </svg>
  );
}
