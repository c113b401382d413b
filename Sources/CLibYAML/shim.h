// libyaml's public API (yaml.h from libyaml-dev / brew libyaml), for Parsing/YAMLComposer.swift.
#include <yaml.h>
