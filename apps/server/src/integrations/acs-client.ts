/**
 * The one interface behind which each device-management server (ACS, TR-069) is reached, whatever its protocol:
 * IXC's own ACS (`integrations/ixc-acs`) or a GenieACS NBI (`integrations/genieacs`). The devices module picks the
 * adapter by the provider's `acs_kind`, checks ownership by PPPoE login and never sees a protocol detail.
 */

/** Deadline of one ACS call by default: a GenieACS change waits for the router's own session. */
export const DEFAULT_ACS_TIMEOUT_MS = 20_000;

/** The two Wi-Fi bands the portal shows, named as the API's device shape names them. */
export type WifiBand = '2.4' | '5.8';

export interface AcsDeviceSummary {
  /**
   * The ACS's own id for the device: GenieACS's `_id` (`OUI-ProductClass-Serial`, escaped), IXC ACS's serial.
   * The devices module encodes it before it reaches a URL.
   */
  acsId: string;
  serialNumber: string;
  manufacturer: string | null;
  model: string | null;
  /** The PPPoE login the device reported, matched against the subscriber's own logins. */
  pppLogin: string;
  /** When the device last informed the ACS; null if never. */
  lastContact: Date | null;
  /** Whether the ACS considers it reachable now. */
  online: boolean;
  /** Seconds since the router last booted, as the ACS last heard (as old as `lastContact`); null when it does not say. */
  uptimeSeconds: number | null;
  /** The ONU's received and transmitted optical power in dBm; null without fibre or when the ACS does not say. */
  opticalRxDbm: number | null;
  opticalTxDbm: number | null;
}

export interface WifiNetwork {
  band: WifiBand;
  /**
   * The adapter's key for this network, two URL-safe parts joined by a comma (the API's `{lan},{wlan}`), e.g.
   * `1,5` for TR-098's `LANDevice.1.WLANConfiguration.5`, or `2.4,3` for IXC ACS's Wi-Fi item 3 on 2.4 GHz.
   * Matches `^[A-Za-z0-9._-]+,[A-Za-z0-9._-]+$`.
   */
  key: string;
  /** Where the network lives in the ACS (the TR path, or the ACS's item id), for logs and the API's `path`. */
  path: string;
  ssid: string;
  /** The passphrase when the ACS can tell it; null when the protocol never reads it back (TR-069 hides it). */
  password: string | null;
}

/** A device on the router's LAN, as the router last reported its host table. */
export interface ConnectedHost {
  /** The name the device gave (DHCP host name); null when it gave none. */
  name: string | null;
  mac: string;
  /** How it is attached; null when the router does not say. */
  link: 'wifi' | 'cable' | null;
  /** Whether the router counts it as connected now (as of its last report). */
  active: boolean;
}

export interface AcsDevice extends AcsDeviceSummary {
  networks: WifiNetwork[];
  /** The router's host table; null when the ACS does not expose one (IXC ACS) or never fetched it. */
  hosts: ConnectedHost[] | null;
}

/**
 * What happened to one network's change.
 * - `applied`: the device took it (GenieACS answered 200; IXC ACS answered success).
 * - `queued`: the ACS accepted it but the device has not applied it yet (offline, or no answer to the connection
 *   request); it will on its next contact.
 * - `failed`: refused by the ACS or the device; `reason` says why, in the ACS's words, without secrets.
 */
export interface WifiChangeResult {
  key: string;
  band: WifiBand;
  outcome: 'applied' | 'queued' | 'failed';
  reason?: string;
}

/**
 * Why a call failed.
 * - `unauthorized`: the ACS refused our credentials (or our JWT, even a fresh one).
 * - `unavailable`: 5xx, or the ACS could not be reached.
 * - `timeout`: no complete answer within the deadline.
 * - `malformed`: an answer that is not what the protocol promises.
 */
export type AcsFailure = 'unauthorized' | 'unavailable' | 'timeout' | 'malformed';

/** Carries no header, token, key or Wi-Fi password: callers may log it. */
export class AcsError extends Error {
  constructor(
    readonly failure: AcsFailure,
    message: string,
    /** The operation, e.g. `GET /devices/`, without its query. */
    readonly operation: string,
    readonly httpStatus = 0,
  ) {
    super(`ACS ${operation}: ${message}`);
    this.name = 'AcsError';
  }
}

export interface AcsClient {
  /** Devices whose PPPoE login is one of `pppLogins` (an empty list answers []). One ACS call where possible. */
  findDevices(pppLogins: readonly string[]): Promise<AcsDeviceSummary[]>;
  /** One device with its Wi-Fi networks; null when the ACS does not know it. */
  readDevice(acsId: string): Promise<AcsDevice | null>;
  /**
   * Sets the passphrase of the given networks (keys from `readDevice`), in as few ACS calls as the protocol allows,
   * and reports per network. A key the device does not have is `failed`. Throws `AcsError` only when nothing could
   * be tried (ACS down, credentials refused, unknown device: null instead of results).
   */
  setWifiPassword(acsId: string, keys: readonly string[], password: string): Promise<WifiChangeResult[] | null>;
  /** Whether `reboot` is available on this ACS; callers do not offer a restart (nor call `reboot`) when false. */
  readonly canReboot: boolean;
  /**
   * Restarts the router: `applied` when the device took the command, `queued` when the ACS holds it for the device's
   * next contact (it is sent once, never again); null when the ACS does not know the device. Throws `AcsError` when
   * the ACS could not be asked.
   */
  reboot(acsId: string): Promise<'applied' | 'queued' | null>;
}

/**
 * How IXC ACS's access token is obtained: `client_secret` posts the Client API's id and secret to the token
 * endpoint; `jwt` sends it an ES256 JWT signed with the Client API's P-256 key as the bearer.
 */
export type IxcAcsAuth = 'client_secret' | 'jwt';

/** The provider's ACS record, as the devices module hands it to an adapter factory. */
export interface AcsConnection {
  kind: 'ixc' | 'genieacs';
  url: string;
  /** IXC ACS: the Client API id (`client_id`, and the JWT's `iss`). GenieACS: the Basic-auth user, or '' for none. */
  issuerId: string;
  /** IXC ACS: the client secret or the EC P-256 private key (PEM), as `auth` says. GenieACS: the Basic-auth password, or ''. Unsealed. */
  privateKey: string;
  /** IXC ACS only. */
  auth?: IxcAcsAuth;
}
