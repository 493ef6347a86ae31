import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    // Unit tests read the fixture's operator facts, never the live content/operator.json: staff changing a
    // phone, an office or the "Hide sample content" switch breaks no test (content/operator-settings.test.ts holds this).
    // (Next's SWC transform turns the '@/' alias into a relative path: './operator.json' from content/.)
    '(^|/)content/operator\\.json$|^\\./operator\\.json$': '<rootDir>/config/operator.fixture.json',
    '^@/(.*)$': '<rootDir>/$1',
    '^content-collections$': '<rootDir>/.content-collections/generated',
  },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/\\.next', '/out/', '<rootDir>/.wt/'],
  modulePathIgnorePatterns: ['/\\.next', '/out/', '<rootDir>/.wt/'],
});
