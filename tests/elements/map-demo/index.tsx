import r2wc from '@r2wc/react-to-web-component';
import { defineElement } from '../../../shared/elements/define.ts';
import { MapDemo } from './MapDemo.tsx';

export const elementName = 'portal-map-demo';

defineElement(elementName, r2wc(MapDemo, { props: { tileUrl: 'string' } }));
