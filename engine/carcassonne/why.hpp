// The reason a rule refuses an action. Each rule is one function that both lists (no reason
// wanted: nothing is formatted) and explains (the reason is written): `return why.no(...)`.
#pragma once
#include <string>
#include <type_traits>
#include <utility>

namespace carc {

class Why {
 public:
  Why() = default;                               // listing: only the verdict matters
  explicit Why(std::string* out) : out_(out) {}  // explaining: the reason goes to *out
  bool wanted() const { return out_ != nullptr; }
  // Refuses: writes the reason (a string, or a callable that makes one) when it is wanted.
  template <class Text>
  bool no(Text&& text) {
    if (out_) [[unlikely]]
      write(std::forward<Text>(text));
    return false;
  }

 private:
  // Out of line and cold: the messages cost the listing rules nothing (no string in their frames).
  template <class Text>
  [[gnu::noinline, gnu::cold]] void write(Text&& text) {
    if constexpr (std::is_invocable_v<Text>)
      *out_ = text();
    else
      *out_ = std::forward<Text>(text);
  }
  std::string* out_ = nullptr;
};

}  // namespace carc
