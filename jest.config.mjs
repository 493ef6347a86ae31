import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^content-collections$': '<rootDir>/.content-collections/generated' },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/\\.next', '/out/', '<rootDir>/.wt/'],
  modulePathIgnorePatterns: ['/\\.next', '/out/', '<rootDir>/.wt/'],
});
