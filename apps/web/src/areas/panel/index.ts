/** The subscriber panel loads as one chunk once a /panel address is opened. */
export { PanelShell } from './PanelShell';
export { HomePage } from './HomePage';
export { PanelNotFound } from './PanelNotFound';

/**
 * Faturas are a chunk of their own, loaded from this one: the panel is always there first, so what the two share
 * (Fluent's Field, Dialog, …) stays in the panel's chunks instead of being split into new ones that the sign-in page
 * would also fetch.
 */
export const loadFinancialPages = () => import('./financial');

/** Notas Fiscais and Contratos, loaded from here for the same reason as the financial pages. */
export const loadFinancialDocuments = () => import('./financial/documents');

/** Atendimentos, loaded from here for the same reason as the financial pages. */
export const loadSupportPages = () => import('./support');

/** Segurança, its own chunk for the same reason: only its password form needs yup, which the home goes without. */
export const loadSecurityPage = () => import('./SecurityPage');

/** Meus dados, its own chunk for the same reason: a long page of sections that no other page needs. */
export const loadMyDataPage = () => import('./MyDataPage');

/** Notificações, its own chunk for the same reason: only this page needs the worker and the permission dialog. */
export const loadNotificationsPage = () => import('./NotificationsPage');

/** Meus Cartões, loaded from here for the same reason as the financial pages. */
export const loadCardPages = () => import('./cards');

/** The app pages, loaded from here for the same reason as the financial pages. */
export const loadAppPages = () => import('./apps');

/** The ATP Box pages (cloud-storage users), loaded from here for the same reason as the financial pages. */
export const loadAtpBoxPages = () => import('./atp-box');

/** The Wi-Fi pages (routers and their passwords), loaded from here for the same reason as the financial pages. */
export const loadDevicePages = () => import('./devices');

/** 'Minha conexão' (each contract's connection, signal and router), loaded from here for the same reason as the financial pages. */
export const loadConnectionPage = () => import('./connection');

/** Velocidade (the provider's speed test in a frame), loaded from here for the same reason as the financial pages. */
export const loadSpeedTestPage = () => import('@/features/speed-test/SpeedTestPage');
