import ArgumentParser
import PermflowCore

PermflowCommand.main()
