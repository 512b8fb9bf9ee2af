// A minimal check macro set for the C++ tests (no test framework): a failed check prints its
// place and expression and is counted; a test program's main returns holdem_test::report(name).
#pragma once

#include <cmath>
#include <cstdio>
#include <sstream>
#include <string>
#include <type_traits>

namespace holdem_test {

inline int& failures() {
    static int count = 0;
    return count;
}

inline void fail(const char* file, int line, const std::string& what) {
    ++failures();
    std::fprintf(stderr, "%s:%d: FAILED: %s\n", file, line, what.c_str());
}

template <class T>
std::string show(const T& value) {
    std::ostringstream out;
    if constexpr (std::is_integral_v<T>)
        out << static_cast<long long>(value);  // uint8_t cards as numbers, not characters
    else
        out << value;
    return out.str();
}

template <class A, class B>
void check_eq(const A& a, const B& b, const char* expression, const char* file, int line) {
    if (!(a == b)) fail(file, line, std::string(expression) + ": " + show(a) + " != " + show(b));
}

inline void check_near(double a, double b, double tolerance, const char* expression, const char* file, int line) {
    if (!(std::fabs(a - b) <= tolerance)) {
        std::ostringstream out;
        out.precision(17);
        out << expression << ": " << a << " vs " << b << " (tolerance " << tolerance << ")";
        fail(file, line, out.str());
    }
}

// Exit status for main: 0 when every check passed.
inline int report(const char* name) {
    if (failures() == 0) {
        std::printf("%s: all checks passed\n", name);
        return 0;
    }
    std::fprintf(stderr, "%s: %d check(s) failed\n", name, failures());
    return 1;
}

}  // namespace holdem_test

#define CHECK(cond) \
    ((cond) ? void() : holdem_test::fail(__FILE__, __LINE__, "CHECK(" #cond ")"))

#define CHECK_EQ(a, b) holdem_test::check_eq((a), (b), "CHECK_EQ(" #a ", " #b ")", __FILE__, __LINE__)

#define CHECK_NEAR(a, b, tolerance) \
    holdem_test::check_near((a), (b), (tolerance), "CHECK_NEAR(" #a ", " #b ")", __FILE__, __LINE__)

// The statement must throw `exception_type` whose what() contains `text`.
#define CHECK_THROWS(statement, exception_type, text)                                               \
    do {                                                                                            \
        bool check_thrown_ = false;                                                                 \
        try {                                                                                       \
            statement;                                                                              \
        } catch (const exception_type& error) {                                                     \
            check_thrown_ = true;                                                                   \
            const std::string message = error.what();                                               \
            if (message.find(text) == std::string::npos)                                            \
                holdem_test::fail(__FILE__, __LINE__,                                               \
                                  "CHECK_THROWS(" #statement "): \"" + message + "\" lacks \"" +   \
                                      std::string(text) + "\"");                                    \
        } catch (...) {                                                                             \
            check_thrown_ = true;                                                                   \
            holdem_test::fail(__FILE__, __LINE__, "CHECK_THROWS(" #statement "): another exception"); \
        }                                                                                           \
        if (!check_thrown_)                                                                         \
            holdem_test::fail(__FILE__, __LINE__, "CHECK_THROWS(" #statement "): nothing thrown");  \
    } while (0)
