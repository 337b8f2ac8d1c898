import { Image, type ImageProps } from '@mantine/core';
import logoUrl from '../assets/logo.svg';

/** The product's logo; its text alternative is the product name (`ostoja-logo`: high contrast gives it a light plate). */
export function Logo(props: Omit<ImageProps, 'src'>) {
  return <Image src={logoUrl} alt="Ostoja" h={32} w="auto" fit="contain" className="ostoja-logo" {...props} />;
}
