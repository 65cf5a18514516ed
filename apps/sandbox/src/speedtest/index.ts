export { createSpeedTestServer, SPEED_TEST_ROUTES, type SpeedTestRoute, type SpeedTestServer } from './speed-test-server';
