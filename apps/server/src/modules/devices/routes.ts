import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Device,
  DeviceList,
  DeviceNetworkParams,
  DeviceParams,
  DevicesQuery,
  RebootAnswer,
  WifiChangeAnswer,
  WifiChangeBody,
  WifiPasswordBody,
} from '@central/domain/api';
import type { FastifyRequest } from 'fastify';
import { errorResponses } from '../../lib/route-schemas';
import { subscriberOf } from '../../plugins/auth';
import type { DeviceService } from './devices-service';
import type { Subscriber } from './read-devices';

const deviceSubscriberOf = (request: FastifyRequest): Subscriber => ({ ...subscriberOf(request), log: request.log });

/**
 * The subscriber's routers and Wi-Fi through the provider's ACS (docs/product/acs.md#whose-routers, under /api/acs).
 * Every id is checked against the subscriber's own PPPoE logins; another subscriber's router answers 404.
 */
export const deviceRoutes: FastifyPluginAsyncTypebox<{ devices: DeviceService }> = async (app, { devices }) => {
  const preHandler = app.requireSession;

  app.get(
    '/api/acs/devices',
    { preHandler, schema: { querystring: DevicesQuery, response: { 200: DeviceList, ...errorResponses } } },
    async (request) => ({ devices: await devices.list(deviceSubscriberOf(request)) }),
  );

  app.get(
    '/api/acs/device/:id',
    { preHandler, schema: { params: DeviceParams, response: { 200: Device, ...errorResponses } } },
    async (request) => devices.read(deviceSubscriberOf(request), request.params.id),
  );

  // docs/product/connection.md#restarting-the-router: 202, done now or queued for the router's next contact.
  app.post(
    '/api/acs/device/:id/reboot',
    { preHandler, config: { idempotent: true }, schema: { params: DeviceParams, response: { 202: RebootAnswer, ...errorResponses } } },
    async (request, reply) => reply.code(202).send(await devices.reboot(deviceSubscriberOf(request), request.params.id, request.ip)),
  );

  // Both bands at once (the unified network) or one, in one ACS request: the web's form.
  app.patch(
    '/api/acs/device/:id/wifi',
    {
      preHandler,
      config: { idempotent: true },
      schema: { params: DeviceParams, body: WifiChangeBody, response: { 200: WifiChangeAnswer, ...errorResponses } },
    },
    async (request) => devices.changeWifiPassword(deviceSubscriberOf(request), request.params.id, request.body),
  );

  // docs/product/subscriber.md#wi-fi-and-routers: PATCH /device/{serial}/{lan},{wlan} {password}: one network.
  app.patch(
    '/api/acs/device/:id/:network',
    {
      preHandler,
      config: { idempotent: true },
      schema: { params: DeviceNetworkParams, body: WifiPasswordBody, response: { 200: WifiChangeAnswer, ...errorResponses } },
    },
    async (request) =>
      devices.changeWifiPassword(deviceSubscriberOf(request), request.params.id, { ...request.body, networks: [request.params.network] }),
  );
};
