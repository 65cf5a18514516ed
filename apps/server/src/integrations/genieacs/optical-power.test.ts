import { describe, expect, it } from 'vitest';
import { OPTICAL_POWER_PATHS, readOpticalPower, toDbm } from './optical-power';

const leaves = (values: Record<string, string>) => (path: string) => values[path];

describe('optical power', () => {
  it('keeps a ready dBm reading, to two decimals, with a dot or a comma', () => {
    expect(toDbm('-19.52', 'dBm')).toBe(-19.52);
    expect(toDbm('-18.123', 'dBm')).toBe(-18.12);
    expect(toDbm('2,10', 'dBm')).toBe(2.1);
  });

  it('converts a raw power in 0.1 µW: dBm = 10·log10(v·0.0001)', () => {
    expect(toDbm('115', 'tenthMicrowatt')).toBe(-19.39);
    expect(toDbm('10000', 'tenthMicrowatt')).toBe(0);
    expect(toDbm('1', 'tenthMicrowatt')).toBe(-40);
  });

  it('converts the standard TR-181 level in 0.001 dBm', () => {
    expect(toDbm('-19520', 'milliDbm')).toBe(-19.52);
    expect(toDbm('2100', 'milliDbm')).toBe(2.1);
  });

  it('reads no light (a raw 0) and anything not a number as no reading', () => {
    expect(toDbm('0', 'tenthMicrowatt')).toBeNull();
    expect(toDbm('-5', 'tenthMicrowatt')).toBeNull();
    for (const raw of ['', ' ', 'N/A', '--', undefined]) expect(toDbm(raw, 'dBm')).toBeNull();
  });

  it("reads the first vendor object the document has, RX and TX in that vendor's unit", () => {
    const document = {
      'InternetGatewayDevice.WANDevice.1.X_ZTE-COM_WANPONInterfaceConfig.RXPower': '142',
      'InternetGatewayDevice.WANDevice.1.X_ZTE-COM_WANPONInterfaceConfig.TXPower': '17783',
      'Device.Optical.Interface.1.OpticalSignalLevel': '-30000',
    };
    expect(readOpticalPower(leaves(document))).toEqual({ rxDbm: -18.48, txDbm: 2.5 });
    expect(readOpticalPower(leaves({ 'InternetGatewayDevice.WANDevice.1.X_GponInterafceConfig.RXPower': '-26.40' }))).toEqual({
      rxDbm: -26.4,
      txDbm: null,
    });
    expect(readOpticalPower(leaves({ 'Device.Optical.Interface.1.X_TP_GPON_Config.RXPower': '0' }))).toEqual({ rxDbm: null, txDbm: null });
    expect(readOpticalPower(leaves({}))).toEqual({ rxDbm: null, txDbm: null });
  });

  it('names every vendor object for the projection, the misspelt Huawei one included', () => {
    expect(OPTICAL_POWER_PATHS).toContain('InternetGatewayDevice.WANDevice.1.X_GponInterafceConfig.RXPower');
    expect(OPTICAL_POWER_PATHS).toContain('InternetGatewayDevice.WANDevice.1.X_FH_GponInterfaceConfig.RXPower');
    expect(OPTICAL_POWER_PATHS).toContain('InternetGatewayDevice.X_ALU_OntOpticalParam.RXPower');
    expect(OPTICAL_POWER_PATHS).toContain('InternetGatewayDevice.WANDevice.1.X_CMCC_GponInterfaceConfig.TXPower');
    expect(OPTICAL_POWER_PATHS).toContain('Device.Optical.Interface.1.TransmitOpticalLevel');
  });
});
