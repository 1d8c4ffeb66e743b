// Linked with --post-js: runs inside the module's scope, where embind's string conversion calls
// _malloc. Embind writes every string argument through the pointer _malloc returns without
// checking it, and C++ then copies the string once more; under memory exhaustion that pointer is 0
// and the write would overwrite the module's low memory (later calls then fail with "memory access
// out of bounds"). Here a failed allocation, or one whose size could not be allocated a second time
// for that copy, throws an Error before anything is written: the call is refused, the module
// unchanged. (The first call of the lazy _malloc stub rebinds _malloc to the raw export; the guard
// takes that export and stays in place.)
var carcRawMalloc = _malloc;
function carcCheckedMalloc(size) {
  var ptr = carcRawMalloc(size);
  if (_malloc !== carcCheckedMalloc) {
    carcRawMalloc = _malloc;
    _malloc = carcCheckedMalloc;
  }
  var copy = ptr ? carcRawMalloc(size) : 0;
  if (copy) _free(copy);
  if (!copy) {
    if (ptr) _free(ptr);
    throw new Error('out of memory: the engine cannot take a ' + size + '-byte argument now; the game is unchanged');
  }
  return ptr;
}
_malloc = carcCheckedMalloc;
