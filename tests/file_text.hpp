// A file's bytes as a string, for the suite's record and example files: one definition, which
// test_support.hpp and platform_test_support.hpp both name (the test files compile in unity batches,
// where two helpers of one name in two files would clash).
#pragma once
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>

namespace testfile {

inline std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot open " + path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace testfile
