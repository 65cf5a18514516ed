import { randomBytes } from 'node:crypto';
import {
  buildDocument,
  cloneDocument,
  type DeviceDocument,
  type DeviceIdentity,
  isLeaf,
  nodeAt,
  type SeedParameter,
} from './device-document';
import { matchesQuery } from './device-query';
import { project } from './projection';

/** A device to seed: identity, parameters by full path, dates, and whether it answers connection requests. */
export interface GenieAcsSeedDevice {
  identity: DeviceIdentity;
  parameters: Record<string, SeedParameter>;
  lastInform: Date;
  registered: Date;
  /** The device's `_lastBoot`, if it has booted since it registered. */
  lastBoot?: Date;
  /** When false, a task posted with `connection_request` stays queued (202) until `inform()`. */
  answersConnectionRequest: boolean;
}

/** A task as GenieACS stores it: the posted body plus `_id`, `device`, `timestamp`. */
export interface GenieAcsTask extends Record<string, unknown> {
  _id: string;
  name: string;
  device: string;
  timestamp: Date;
}

/** One `POST /devices/{id}/tasks` that carried a task, as the test controls see it: no parameter values. */
export interface GenieAcsTaskPost {
  taskId: string;
  device: string;
  name: string;
  /** The paths of a setParameterValues task (never their values: they may be passphrases). */
  parameterNames: string[];
  at: Date;
}

/** A fault document (`lib/cwmp/db.ts saveFault`): `_id` is `<deviceId>:task_<taskId>` for a task's fault. */
export interface GenieAcsFaultDocument {
  _id: string;
  device: string;
  channel: string;
  timestamp: Date;
  code: string;
  message: string;
  detail?: unknown;
  retries: number;
  provisions: string;
}

/**
 * Passphrases are `hidden` (TR-098) or `secured` (TR-181): TR-069 reads them back as an empty string. The
 * document shows '' and the store keeps what was set, for tests.
 */
const HIDDEN_LEAF = /(KeyPassphrase|PreSharedKey|SAEPassphrase)$/;
const isPassphrase = (path: string) => HIDDEN_LEAF.test(path);
const UPTIME_LEAVES = ['InternetGatewayDevice.DeviceInfo.UpTime', 'Device.DeviceInfo.UpTime'];

/** How many reboot tasks a device was sent, and how many it ran. */
export interface RebootCount {
  posted: number;
  performed: number;
}

export function createDeviceStore(seed: () => GenieAcsSeedDevice[], now: () => Date) {
  const devices = new Map<string, DeviceDocument>();
  const secrets = new Map<string, Map<string, string>>();
  const answering = new Map<string, boolean>();
  let tasks: GenieAcsTask[] = [];
  let faults: GenieAcsFaultDocument[] = [];
  let posts: GenieAcsTaskPost[] = [];
  const rebootsPerformed = new Map<string, number>();

  function add(device: GenieAcsSeedDevice) {
    const hidden = new Map<string, string>();
    const parameters: Record<string, SeedParameter> = {};
    for (const [path, parameter] of Object.entries(device.parameters)) {
      if (isPassphrase(path)) hidden.set(path, String(parameter.value));
      parameters[path] = isPassphrase(path) ? { ...parameter, value: '' } : parameter;
    }
    const document = buildDocument(device.identity, parameters, device);
    devices.set(document._id, document);
    secrets.set(document._id, hidden);
    answering.set(document._id, device.answersConnectionRequest);
    return document._id;
  }

  function reset() {
    devices.clear();
    secrets.clear();
    answering.clear();
    tasks = [];
    faults = [];
    posts = [];
    rebootsPerformed.clear();
    for (const device of seed()) add(device);
  }

  /** A fault for this set, or undefined when the device takes it (SetParameterValues is all-or-nothing). */
  function setParameterValues(
    document: DeviceDocument,
    values: unknown,
  ): Omit<GenieAcsFaultDocument, '_id' | 'device' | 'channel' | 'timestamp' | 'retries' | 'provisions'> | undefined {
    if (!Array.isArray(values) || values.some((item) => !Array.isArray(item) || typeof item[0] !== 'string' || item[1] === undefined)) {
      return { code: 'cwmp.9003', message: 'Invalid arguments' };
    }
    const refusals: { parameterName: string; faultCode: string; faultString: string }[] = [];
    for (const [path, value] of values as [string, unknown][]) {
      const leaf = nodeAt(document, path);
      if (!isLeaf(leaf)) refusals.push({ parameterName: path, faultCode: '9005', faultString: 'Invalid parameter name' });
      else if (!leaf._writable)
        refusals.push({ parameterName: path, faultCode: '9008', faultString: 'Attempt to set a non-writable parameter' });
      else if (isPassphrase(path) && (String(value).length < 8 || String(value).length > 63)) {
        refusals.push({ parameterName: path, faultCode: '9007', faultString: 'Invalid parameter value' });
      }
    }
    if (refusals.length > 0) {
      return {
        code: 'cwmp.9003',
        message: 'Invalid arguments',
        detail: { faultCode: '9003', faultString: 'Invalid arguments', setParameterValuesFault: refusals },
      };
    }
    for (const [path, value] of values as [string, string | number | boolean][]) {
      const leaf = nodeAt(document, path);
      if (!isLeaf(leaf)) continue;
      leaf._timestamp = now();
      if (isPassphrase(path)) secrets.get(document._id)!.set(path, String(value));
      else leaf._value = value;
    }
    return undefined;
  }

  /**
   * The Reboot RPC, shortened: the device is back at once, its uptime 0 and `_lastBoot` now. A real device goes down
   * for a while and reports the boot (event `1 BOOT`, `M Reboot`) at its next inform.
   */
  function reboot(document: DeviceDocument) {
    document._lastBoot = now();
    for (const path of UPTIME_LEAVES) {
      const leaf = nodeAt(document, path);
      if (isLeaf(leaf)) Object.assign(leaf, { _value: 0, _timestamp: now() });
    }
    rebootsPerformed.set(document._id, (rebootsPerformed.get(document._id) ?? 0) + 1);
  }

  /** A CWMP session: the device runs its pending tasks; done ones leave the queue, faulted ones stay with a fault. */
  function runSession(deviceId: string) {
    const document = devices.get(deviceId);
    if (!document) return;
    document._lastInform = now();
    for (const task of tasks.filter((item) => item.device === deviceId)) {
      const channel = `task_${task._id}`;
      const fault = task.name === 'setParameterValues' ? setParameterValues(document, task.parameterValues) : undefined;
      if (task.name === 'reboot') reboot(document);
      faults = faults.filter((item) => item._id !== `${deviceId}:${channel}`);
      if (fault) {
        faults.push({ _id: `${deviceId}:${channel}`, device: deviceId, channel, timestamp: now(), retries: 0, provisions: '[]', ...fault });
      } else {
        tasks = tasks.filter((item) => item !== task);
      }
    }
  }

  return {
    add,
    reset,
    has: (deviceId: string) => devices.has(deviceId),
    answersConnectionRequest: (deviceId: string) => answering.get(deviceId) === true,
    setAnswersConnectionRequest(deviceId: string, answers: boolean) {
      if (!devices.has(deviceId)) throw new TypeError(`no device ${deviceId}`);
      answering.set(deviceId, answers);
    },
    /** Matching devices, projected; throws a TypeError for a query it cannot evaluate. */
    find(query: unknown, projection: string | undefined): Record<string, unknown>[] {
      return [...devices.values()]
        .filter((document) => matchesQuery(document, query))
        .map((document) => project(cloneDocument(document), projection));
    },
    /** Queues the task and records the post; returns the task as GenieACS answers it. */
    insertTask(deviceId: string, body: Record<string, unknown>): GenieAcsTask {
      const task = { ...body, _id: randomBytes(12).toString('hex'), device: deviceId, timestamp: now() } as GenieAcsTask;
      tasks.push(task);
      const values = Array.isArray(body.parameterValues) ? (body.parameterValues as unknown[]) : [];
      const parameterNames = values.flatMap((item) => (Array.isArray(item) && typeof item[0] === 'string' ? [item[0]] : []));
      posts.push({ taskId: task._id, device: deviceId, name: task.name, parameterNames, at: task.timestamp });
      return task;
    },
    runSession,
    faultOf: (deviceId: string, taskId: string) => faults.find((item) => item._id === `${deviceId}:task_${taskId}`),
    tasks: () => tasks.map((task) => cloneDocument(task)),
    faults: () => faults.map((fault) => cloneDocument(fault)),
    posts: () => posts.map((post) => ({ ...post, parameterNames: [...post.parameterNames] })),
    devices: () => [...devices.values()].map((document) => cloneDocument(document)),
    passphrase: (deviceId: string, path: string) => secrets.get(deviceId)?.get(path),
    reboots: (deviceId: string): RebootCount => ({
      posted: posts.filter((post) => post.device === deviceId && post.name === 'reboot').length,
      performed: rebootsPerformed.get(deviceId) ?? 0,
    }),
  };
}

export type DeviceStore = ReturnType<typeof createDeviceStore>;
