import { accountsElement } from '../../shared/contracts/accounts/element.ts';
import { defineServiceElement } from '../../shared/elements/defineServiceElement.ts';
import { AccountsElement } from './AccountsElement.tsx';

export const elementName = accountsElement.element;

defineServiceElement(accountsElement, AccountsElement);
