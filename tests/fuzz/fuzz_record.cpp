// libFuzzer target: bytes -> loadRecord. A record either loads or is refused with carc::Error;
// a loaded record saves to one that loads to the same game, and its replay output can be written.
#include <cstdint>
#include <optional>
#include <string>

#include "fuzz_check.hpp"
#include "record.hpp"

using namespace carc;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const Catalog& cat = Catalog::standard();
  std::optional<Game> g;
  try {
    g.emplace(loadRecord(cat, std::string(reinterpret_cast<const char*>(data), size)));
  } catch (const Error& e) {
    carcfuzz::checkMessage(e);
    return 0;
  }
  std::string saved = saveRecord(*g).dump();
  try {
    Game again = loadRecord(cat, saved);
    if (!(again == *g)) carcfuzz::bug("a loaded record saves to one that loads differently: " + saved.substr(0, 300));
  } catch (const Error& e) {
    carcfuzz::bug(std::string("a loaded record saves to one that is refused: ") + e.what());
  }
  (void)replayJson(*g).dump();
  return 0;
}
